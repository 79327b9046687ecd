import { PERSONAL_ISLAND_ID, PERSONAL_ISLAND_STYLE_ID } from '../../../common/accounts/personal-island';
import type { HeaderUser } from '../../../common/accounts/types';
import { readPageJson } from '~/lib/page-json';

let hydrationRoot: unknown;
let islandUser: HeaderUser | null = null;

/**
 * The signed-in customer a stored page was served to (ADR-0021): its root data was rendered for
 * visitors, so the customer's header data came beside it. It speaks only for the root data the
 * page hydrated with; once the root loader answers again (after a form, a logout), that answer
 * is the truth.
 */
export function islandUserFor(root: unknown): HeaderUser | null {
  if (typeof document === 'undefined') return null;
  if (hydrationRoot === undefined) {
    hydrationRoot = root ?? null;
    islandUser = readPageJson<HeaderUser>(PERSONAL_ISLAND_ID) ?? null;
  }
  return root === hydrationRoot ? islandUser : null;
}

/** Once the header shows the customer's own controls, the login link may show again (after a logout). */
export function releaseLoginLink() {
  document.getElementById(PERSONAL_ISLAND_STYLE_ID)?.remove();
}
