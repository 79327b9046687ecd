import { scriptJson } from '../http/script-json';
import type { HeaderUser } from './types';

/** The `<script type="application/json">` carrying the signed-in header's data on a stored page. */
export const PERSONAL_ISLAND_ID = 'personal-island';
/** The `<style>` that keeps the visitor's login link out of sight until the header takes over. */
export const PERSONAL_ISLAND_STYLE_ID = 'personal-island-style';
/** The attribute marking the visitor's login link in the header. */
export const LOGIN_LINK_ATTRIBUTE = 'data-login-link';

/**
 * What a stored public page gets, before `</head>`, when a signed-in customer asks for it (issue
 * 28): their header's data (read by the app once it hydrates) and a rule hiding the visitor's
 * login link meanwhile, so they never see it. Script-safe JSON: no `<` can close the element.
 */
export function personalIslandHtml(user: HeaderUser): string {
  return (
    `<script type="application/json" id="${PERSONAL_ISLAND_ID}">${scriptJson(user)}</script>` +
    `<style id="${PERSONAL_ISLAND_STYLE_ID}">[${LOGIN_LINK_ATTRIBUTE}]{visibility:hidden}</style>`
  );
}
