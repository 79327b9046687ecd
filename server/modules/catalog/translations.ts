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

const isBlank = (value: unknown) =>
  value == null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The languages of a record's texts that are not the page's: a fallback, marked on the page with its `lang`. */
export type TextLangs<F extends string> = Partial<Record<F, Locale>>;

/**
 * Groups translation rows by owner and picks each field on its own: the page's language, then en,
 * then any language that has it (ADR-0700: an editor may leave one field empty in a language).
 * `langs` names the fields shown in another language than the page's.
 */
export function fieldPicker<R extends { locale: string }, F extends keyof R & string>(
  rows: R[],
  ownerOf: (row: R) => number,
  fields: readonly F[],
) {
  const byOwner = groupBy(rows, ownerOf);
  return (owner: number, locale: Locale) => {
    const list = byOwner.get(owner) ?? [];
    const ordered = [
      ...list.filter((r) => r.locale === locale),
      ...list.filter((r) => r.locale === FALLBACK_LOCALE && r.locale !== locale),
      ...list.filter((r) => r.locale !== locale && r.locale !== FALLBACK_LOCALE),
    ];
    const values = {} as Partial<Pick<R, F>>;
    const langs: TextLangs<F> = {};
    for (const field of fields) {
      const row = ordered.find((r) => !isBlank(r[field]));
      if (!row) continue;
      values[field] = row[field];
      if (row.locale !== locale) langs[field] = row.locale as Locale;
    }
    return { values, langs: Object.keys(langs).length ? langs : undefined };
  };
}
