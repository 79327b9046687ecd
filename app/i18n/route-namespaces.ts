import { NAMESPACES, type Namespace } from '../../common/i18n/languages';

/**
 * A route module's `handle`: the dictionaries its own screen needs beyond its parents'. The page's
 * namespaces are the union over the matched routes (root: common; frame: what header and footer
 * use), so a page ships only those, embedded in its HTML.
 */
export interface I18nHandle {
  i18n?: readonly Namespace[];
}

/** The signed-in header (bell, profile menu, mobile menu links) speaks the account namespace. */
export const SIGNED_IN_NAMESPACES: readonly Namespace[] = ['account'];

export function namespacesOf(matches: readonly { handle?: unknown }[], signedIn: boolean): Namespace[] {
  const wanted = new Set<Namespace>(['common']);
  for (const match of matches) {
    const list = (match.handle as I18nHandle | undefined)?.i18n;
    list?.forEach((ns) => wanted.add(ns));
  }
  if (signedIn) SIGNED_IN_NAMESPACES.forEach((ns) => wanted.add(ns));
  return NAMESPACES.filter((ns) => wanted.has(ns));
}

/** The id of the `<script type="application/json">` that carries the page's dictionaries. */
export const I18N_DATA_ID = 'i18n-data';
