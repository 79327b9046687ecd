import type { Completeness, FieldDescription } from '../../../common/editing/types';
import { decimalInput } from '../../../common/format/decimal-input';
import { LOCALES, type Locale } from '../../../common/i18n/languages';

/**
 * The editable entities' screens, grouped as the admin's navigation shows them (ADR-0700). An area
 * adds its group here; its entities must be registered on the server with the same names.
 */
export const EDITING_GROUPS: Record<string, readonly string[]> = {
  catalogue: ['categories', 'sub-categories', 'services', 'packages', 'offers'],
  content: ['blog-posts', 'blog-categories', 'faqs', 'faq-groups', 'pages', 'gallery-items', 'projects'],
};

export const groupOf = (entity: string) =>
  Object.entries(EDITING_GROUPS).find(([, names]) => names.includes(entity))?.[0] ?? null;

/** The editor's path of an entity (list), a record, or a new one; without the language prefix. */
export const editingPath = (entity: string, ref?: string) =>
  `/admin/editing/${entity}${ref === undefined ? '' : `/${encodeURIComponent(ref)}`}`;

/** What the form holds: neutral values and per-language texts, as typed (lists as lines). */
export interface FormValues {
  fields: Record<string, unknown>;
  translations: Record<Locale, Record<string, unknown>>;
}

/** A list field is typed one entry per line. */
export const linesOf = (value: unknown) => (Array.isArray(value) ? value.join('\n') : String(value ?? ''));
export const listOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A field's value as the form shows it: amounts with the screen language's decimal separator. */
function shownValue(field: FieldDescription, value: unknown, locale: Locale) {
  if (value == null) return field.kind === 'boolean' ? false : '';
  return (field.kind === 'money' || field.kind === 'discount') && typeof value === 'string'
    ? decimalInput(value, locale)
    : value;
}

/** The record's values as the form shows them, in the screen's language (`locale`). */
export function formValuesOf(
  record: Record<string, unknown> & { translations: Record<Locale, Record<string, unknown>> },
  fields: FieldDescription[],
  translated: FieldDescription[],
  locale: Locale,
): FormValues {
  return {
    fields: Object.fromEntries(fields.map((f) => [f.name, shownValue(f, record[f.name], locale)])),
    translations: Object.fromEntries(
      LOCALES.map((l) => [
        l,
        Object.fromEntries(
          translated.map((f) => [
            f.name,
            f.kind === 'list'
              ? linesOf(record.translations?.[l]?.[f.name])
              : String(record.translations?.[l]?.[f.name] ?? ''),
          ]),
        ),
      ]),
    ) as Record<Locale, Record<string, unknown>>,
  };
}

/** A draft's patch laid over the record's values. */
export function withDraft(
  values: FormValues,
  patch: Record<string, unknown>,
  translated: FieldDescription[],
): FormValues {
  const out: FormValues = { fields: { ...values.fields }, translations: { ...values.translations } };
  for (const [name, value] of Object.entries(patch)) if (name !== 'translations') out.fields[name] = value;
  const texts = (patch.translations ?? {}) as Partial<Record<Locale, Record<string, unknown>>>;
  for (const l of LOCALES) {
    const given = texts[l];
    if (!given) continue;
    out.translations[l] = { ...out.translations[l] };
    for (const f of translated)
      if (f.name in given)
        out.translations[l]![f.name] = f.kind === 'list' ? linesOf(given[f.name]) : given[f.name];
  }
  return out;
}

/** Only what changed since `base`, in the API's shape (lists as arrays). */
export function patchOf(
  base: FormValues,
  now: FormValues,
  fields: FieldDescription[],
  translated: FieldDescription[],
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.readOnly) continue;
    const value = now.fields[f.name];
    if (JSON.stringify(value) !== JSON.stringify(base.fields[f.name]))
      patch[f.name] = f.kind === 'reference' && value === '' ? null : value;
  }
  const translations: Partial<Record<Locale, Record<string, unknown>>> = {};
  for (const l of LOCALES) {
    for (const f of translated) {
      const value = now.translations[l]?.[f.name];
      if (value === base.translations[l]?.[f.name]) continue;
      (translations[l] ??= {})[f.name] = f.kind === 'list' ? listOf(String(value ?? '')) : value;
    }
  }
  if (Object.keys(translations).length) patch.translations = translations;
  return patch;
}

/** Completeness of what is typed now (the badge follows the typing). */
export function completenessNow(values: FormValues, translated: FieldDescription[]): Completeness {
  return Object.fromEntries(
    LOCALES.map((l) => {
      const missing = translated
        .filter((f) => String(values.translations[l]?.[f.name] ?? '').trim() === '')
        .map((f) => f.name);
      return [l, { filled: translated.length - missing.length, total: translated.length, missing }];
    }),
  ) as Completeness;
}

/** Per language, the required (starred) texts left empty in what is typed now. */
export function missingRequired(values: FormValues, translated: FieldDescription[]) {
  return LOCALES.flatMap((locale) => {
    const fields = translated
      .filter((f) => f.required && String(values.translations[locale]?.[f.name] ?? '').trim() === '')
      .map((f) => f.name);
    return fields.length ? [{ locale, fields }] : [];
  });
}
