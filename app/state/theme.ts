import { THEME_COOKIE } from '../../common/http/cookies';

const YEAR = 60 * 60 * 24 * 365;

/** Mirrors the theme into the page and into a cookie, so the server renders it on the first byte. */
export function applyTheme(isDark: boolean) {
  document.documentElement.classList.toggle('dark', isDark);
  document.cookie = `${THEME_COOKIE}=${isDark ? 'dark' : 'light'}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
}
