import { act, screen, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '~/state/store';
import { renderInPage } from '~/test/render';
import { MobileMenu } from './mobile-menu';

afterEach(() => appStore.toggleSide(false));

function Opener() {
  return (
    <>
      <button type="button" onClick={() => appStore.toggleSide(true)}>
        open
      </button>
      <Link to="/gallery">elsewhere</Link>
      <MobileMenu />
    </>
  );
}

describe('MobileMenu', () => {
  it('is absent until the store opens it, then a named modal dialog with the links', async () => {
    const { user } = renderInPage(<Opener />, { url: '/ar/' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'القائمة' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('link', { name: 'المعرض' })).toHaveAttribute('href', '/ar/gallery');
    expect(within(dialog).getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/ar/login');
  });

  it('moves focus to its close button, and Escape closes it and gives focus back', async () => {
    const { user } = renderInPage(<Opener />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close the menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(appStore.getState().isSideOpen).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the panel, both ways', async () => {
    const { user } = renderInPage(<Opener />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close the menu' });
    const last = within(dialog).getByRole('link', { name: 'Log in' });
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes from its button', async () => {
    const { user } = renderInPage(<Opener />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the route changes', async () => {
    const { user } = renderInPage(<Opener />);
    act(() => appStore.toggleSide(true));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: 'Gallery' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/gallery');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
