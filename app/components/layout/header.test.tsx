import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '~/state/store';
import { renderInPage } from '~/test/render';
import { Header, SCROLLED_AFTER_PX } from './header';

afterEach(() => {
  appStore.toggleSide(false);
  window.scrollY = 0;
});

const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });

describe('Header', () => {
  it('opens with a skip link to the content and a home link named after the company', () => {
    renderInPage(<Header />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Emballo Test, back to home' })).toHaveAttribute('href', '/');
  });

  it('keeps the language prefix on its links and marks the current page', () => {
    renderInPage(<Header />, { url: '/fr/produits' });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/fr',
      '/fr/produits',
      '/fr/gallery',
      '/fr/stockage',
      '/fr/contactus',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/fr/produits');
  });

  it('marks Home current only on the home page itself', () => {
    renderInPage(<Header />, { url: '/gallery' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
  });

  it(`changes style once the page is scrolled past ${SCROLLED_AFTER_PX} px, and back`, () => {
    renderInPage(<Header />);
    const header = screen.getByTestId('site-header');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(SCROLLED_AFTER_PX);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(SCROLLED_AFTER_PX + 1);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('offers the login link to a visitor and opens the mobile menu from its button', async () => {
    const { user } = renderInPage(<Header />);
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    // Its code loads when it first opens.
    expect(await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('falls back to the shop name without site settings', () => {
    renderInPage(<Header />, { root: { settings: null } });
    expect(screen.getByRole('link', { name: 'Emballo, back to home' })).toBeInTheDocument();
  });
});
