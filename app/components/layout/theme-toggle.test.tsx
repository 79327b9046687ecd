import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, STORAGE_KEY } from '~/state/store';
import { renderInPage } from '~/test/render';
import { ThemeToggle } from './theme-toggle';

afterEach(() => appStore.setTheme(false));

describe('ThemeToggle', () => {
  it('starts from the theme the server rendered and names the switch it makes', () => {
    appStore.load({ isDark: true });
    renderInPage(<ThemeToggle />, { root: { isDark: true } });
    expect(screen.getByRole('button', { name: 'Switch to the light theme' })).toBeInTheDocument();
  });

  it('switches the theme, in the store and in storage, and its name follows', async () => {
    appStore.load({ isDark: false });
    const { user } = renderInPage(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Switch to the dark theme' }));
    expect(appStore.getState().isDark).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ isDark: true });
    await user.click(screen.getByRole('button', { name: 'Switch to the light theme' }));
    expect(appStore.getState().isDark).toBe(false);
    expect(screen.getByRole('button', { name: 'Switch to the dark theme' })).toBeInTheDocument();
  });

  it('is named in the page language', () => {
    appStore.load({ isDark: false });
    renderInPage(<ThemeToggle />, { url: '/ar/' });
    expect(screen.getByRole('button', { name: 'التبديل إلى الوضع الداكن' })).toBeInTheDocument();
  });
});
