import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../../common/i18n/languages';
import { renderInPage } from '~/test/render';
import { LanguageSwitcher } from './language-switcher';

const listOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('LanguageSwitcher', () => {
  it('names its button after the code it shows and keeps the list closed', () => {
    renderInPage(<LanguageSwitcher />, { url: '/fr/produits' });
    const button = screen.getByRole('button', { name: 'FR, choisir la langue (Français)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(listOf(button)).not.toBeVisible();
  });

  it('lists the same page under each language prefix, query kept, the current one marked', async () => {
    const { user } = renderInPage(<LanguageSwitcher />, { url: '/fr/produits?page=2' });
    const button = screen.getByTestId('language-switcher');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = listOf(button);
    expect(list).toBeVisible();
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang')])).toEqual([
      ['Français', '/fr/produits?page=2', 'fr'],
      ['English', '/en/produits?page=2', 'en'],
      ['العربية', '/ar/produits?page=2', 'ar'],
    ]);
    expect(within(list).getByRole('link', { current: true })).toHaveTextContent('Français');
  });

  it('closes on Escape and on a click elsewhere', async () => {
    const { user } = renderInPage(
      <>
        <LanguageSwitcher />
        <p>elsewhere</p>
      </>,
    );
    const button = screen.getByTestId('language-switcher');
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(screen.getByText('elsewhere'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to the same page in the chosen language and remembers the choice', async () => {
    const { user } = renderInPage(<LanguageSwitcher />, { url: '/fr/gallery?x=1#top' });
    await user.click(screen.getByTestId('language-switcher'));
    await user.click(screen.getByRole('link', { name: 'العربية' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ar/gallery?x=1#top');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(document.cookie).toContain('i18next=ar');
    expect(screen.getByTestId('language-switcher')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays on an unprefixed page when choosing (the stored choice decides)', async () => {
    const { user } = renderInPage(<LanguageSwitcher />, { url: '/gallery' });
    await user.click(screen.getByTestId('language-switcher'));
    await user.click(screen.getByRole('link', { name: 'Français' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/gallery$/);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });
});
