import { FALLBACK_LOCALE, type Locale } from '../../../common/i18n/languages';

/** Items grouped by a key, in their order. */
export function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Groups translation rows by owner and picks the page's language, then en, then any (ADR-0001). */
export function translationPicker<R extends { locale: string }>(rows: R[], ownerOf: (row: R) => number) {
  const byOwner = groupBy(rows, ownerOf);
  return (owner: number, locale: Locale): R | undefined => {
    const list = byOwner.get(owner) ?? [];
    return list.find((r) => r.locale === locale) ?? list.find((r) => r.locale === FALLBACK_LOCALE) ?? list[0];
  };
}
