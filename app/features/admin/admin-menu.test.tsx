import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '~/test/render';
import { AdminMenu } from './admin-menu';

function renderMenu() {
  return renderInPage(
    <AdminMenu>
      <nav aria-label="Administration">
        <Link to="/fr/admin/orders">Commandes</Link>
      </nav>
    </AdminMenu>,
    { url: '/fr/admin' },
  );
}

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('AdminMenu (the admin navigation on a phone)', () => {
  it('is a closed disclosure by default, hidden below md only', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('md:hidden');
    const panel = panelOf(button);
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Administration' }));
    expect(panel).toHaveClass('hidden', 'md:flex');
  });

  it('opens and closes with the button, and closes with Escape from inside, focus back on the button', async () => {
    const { user } = renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(button)).not.toHaveClass('hidden');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    screen.getByRole('link', { name: 'Commandes' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes once one of its links is followed', async () => {
    const { user } = renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Commandes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/admin/orders');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).toHaveClass('hidden');
  });
});
