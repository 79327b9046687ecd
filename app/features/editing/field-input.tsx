import { useTranslation } from 'react-i18next';
import { CheckboxField } from '~/components/ui/checkbox';
import { Field, inputClass, type ControlProps } from '~/components/ui/field';
import type { FieldDescription } from '../../../common/editing/types';
import { decimalInput } from '../../../common/format/decimal-input';
import { directionOf, isLocale, LANGUAGES, type Locale } from '../../../common/i18n/languages';
import { MediaPicker } from '~/features/media/media-picker';

export interface ReferenceOption {
  ref: string;
  title: string;
}

/**
 * One input drawn from its field's kind. A translated field carries its language (`lang`, `dir`),
 * and its label names the language for screen readers, so each of the three is told apart.
 */
export function FieldInput(props: {
  field: FieldDescription;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  /** A translated field's language. */
  locale?: Locale;
  currency?: string;
  options?: ReferenceOption[];
}) {
  const { t, i18n } = useTranslation('editing');
  const { field, value, onChange, error, locale } = props;
  // The example amount in the screen's language: 149,90 in French and Arabic, 149.90 in English.
  const example = decimalInput('149.90', isLocale(i18n.language) ? i18n.language : 'en');
  const hint =
    field.kind === 'money'
      ? t('hints.price', { currency: props.currency ?? '', example })
      : field.kind === 'discount'
        ? t('hints.discount_value', { currency: props.currency ?? '', example })
        : field.kind === 'slug'
          ? t('hints.slug')
          : field.kind === 'list'
            ? t('hints.features')
            : field.kind === 'datetime'
              ? t('hints.datetime')
              : null;
  const errors = error ? [error] : undefined;
  const control = {
    disabled: field.readOnly,
    ...(locale ? { lang: locale } : {}),
  } as const;
  const languageDir = locale ? directionOf(locale) : undefined;
  const label = (
    <>
      {t(`fields.${field.name}`)}
      {field.required && !field.readOnly ? <span aria-hidden="true"> *</span> : null}
      {locale ? <span className="sr-only"> ({LANGUAGES[locale].label})</span> : null}
    </>
  );

  if (field.kind === 'images' || field.kind === 'image') {
    const one = field.kind === 'image';
    const refs = one ? (value ? [String(value)] : []) : Array.isArray(value) ? (value as string[]) : [];
    return (
      <div className="sm:col-span-2">
        <MediaPicker
          label={t(`fields.${field.name}`)}
          value={refs}
          max={one ? 1 : undefined}
          onChange={(next) => onChange(one ? (next[0] ?? '') : next)}
          errors={error ? [error] : undefined}
        />
      </div>
    );
  }

  if (field.kind === 'boolean')
    return (
      <CheckboxField
        {...control}
        name={field.name}
        label={label}
        errors={errors}
        dir={languageDir}
        checked={Boolean(value)}
        onChange={(e) => onChange(e.target.checked)}
      />
    );

  let input: (attributes: ControlProps) => React.ReactNode;
  let dir = languageDir;
  if (field.kind === 'select' || field.kind === 'reference') {
    const choices =
      field.kind === 'select'
        ? (field.options ?? []).map((o) => ({
            value: o,
            label: t(`options.${field.name}.${o}`, { defaultValue: o }),
          }))
        : [
            ...(field.required ? [] : [{ value: '', label: t('editor.noReference') }]),
            ...(props.options ?? []).map((o) => ({
              value: o.ref,
              label: `${o.title} (\u2066${o.ref}\u2069)`,
            })),
          ];
    const current = String(value ?? '');
    if (field.kind === 'reference' && current && !choices.some((c) => c.value === current))
      choices.push({ value: current, label: current });
    if (field.kind === 'reference' && field.required && !current) choices.unshift({ value: '', label: '—' });
    input = (attributes) => (
      <select
        {...control}
        {...attributes}
        value={current}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'textarea' || field.kind === 'list') {
    input = (attributes) => (
      <textarea
        {...control}
        {...attributes}
        rows={field.kind === 'list' ? 4 : 6}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    );
  } else {
    // Slugs, amounts and ids read left to right in every language.
    dir = languageDir ?? (field.kind === 'text' ? undefined : 'ltr');
    input = (attributes) => (
      <input
        {...control}
        {...attributes}
        type={field.kind === 'datetime' ? 'datetime-local' : field.kind === 'integer' ? 'number' : 'text'}
        inputMode={field.kind === 'money' || field.kind === 'discount' ? 'decimal' : undefined}
        value={String(value ?? '')}
        onChange={(e) => onChange(field.kind === 'integer' ? Number(e.target.value) : e.target.value)}
        className={inputClass}
      />
    );
  }
  return (
    <Field compact label={label} hint={hint} errors={errors} dir={dir}>
      {input}
    </Field>
  );
}
