import { wallClockParts } from '../../../common/format/dates';
import { LOCALES, type Locale } from '../../../common/i18n/languages';
import type { Completeness } from '../../../common/editing/types';
import { localToInstant } from '../../platform/clock';
import type { EntityDefinition, Row, TranslatedField } from './definition';
import { keyOf } from './registry';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the editor types it: `YYYY-MM-DDTHH:mm` on the shop's wall clock. */
export function localDateTime(value: unknown, timeZone: string): string | null {
  if (value == null) return null;
  const p = wallClockParts(new Date(value as string), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

export function instantOf(local: string, timeZone: string): Date {
  const [day, time] = local.split('T') as [string, string];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(localToInstant(Date.UTC(y, m - 1, d), h * 60 + min, timeZone));
}

/** Empty: a blank text or an empty list (what completeness counts as missing). */
export const isEmpty = (value: unknown) =>
  value == null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const emptyValue = (field: TranslatedField) => (field.kind === 'list' ? [] : '');

/** The translation rows of a record as the API's `translations`: every language, every field. */
export function translationsOf(def: EntityDefinition, rows: Row[]) {
  const { table, fields } = def.translations;
  const out = {} as Record<Locale, Record<string, unknown>>;
  for (const locale of LOCALES) {
    const row = rows.find((r) => r.locale === locale);
    out[locale] = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        row ? (row[keyOf(table, field.column)] ?? emptyValue(field)) : emptyValue(field),
      ]),
    );
  }
  return out;
}

/** "3 of 4 fields" per language, with the names of the empty ones. */
export function completenessOf(def: EntityDefinition, translations: Record<Locale, Record<string, unknown>>) {
  const names = Object.keys(def.translations.fields);
  const out = {} as Completeness;
  for (const locale of LOCALES) {
    const missing = names.filter((n) => isEmpty(translations[locale]?.[n]));
    out[locale] = { filled: names.length - missing.length, total: names.length, missing };
  }
  return out;
}

/** A record's title in the reader's language, else English, else any non-empty one. */
export function titleOf(
  def: EntityDefinition,
  translations: Record<Locale, Record<string, unknown>>,
  locale: Locale,
) {
  for (const l of [locale, 'en' as Locale, ...LOCALES]) {
    const value = translations[l]?.[def.titleField];
    if (!isEmpty(value)) return { title: String(value), lang: l };
  }
  return { title: '', lang: locale };
}

/** Flattened for the audit delta: `translations.ar.description` is one key, so only it is kept. */
export function flatten(values: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date))
      Object.assign(out, flatten(value as Record<string, unknown>, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = value;
  }
  return out;
}
