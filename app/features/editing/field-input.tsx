import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '~/features/auth/form-parts';
import type { FieldDescription } from '../../../common/editing/types';
import { decimalInput } from '../../../common/format/money';
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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
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
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    disabled: field.readOnly,
    ...(locale ? { lang: locale, dir: directionOf(locale) } : {}),
  } as const;
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
      <div className="flex items-center gap-2">
        <input
          {...common}
          type="checkbox"
          checked={Boolean(value)}
          onChange={(e) => onChange(e.target.checked)}
          className="size-5 accent-teal-700"
        />
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {error && <FieldError id={errorId} message={error} />}
      </div>
    );

  let input: React.ReactNode;
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
    input = (
      <select {...common} value={current} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'textarea' || field.kind === 'list') {
    input = (
      <textarea
        {...common}
        rows={field.kind === 'list' ? 4 : 6}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    );
  } else {
    input = (
      <input
        {...common}
        type={field.kind === 'datetime' ? 'datetime-local' : field.kind === 'integer' ? 'number' : 'text'}
        inputMode={field.kind === 'money' || field.kind === 'discount' ? 'decimal' : undefined}
        // Slugs, amounts and ids read left to right in every language.
        dir={locale ? directionOf(locale) : field.kind === 'text' ? undefined : 'ltr'}
        value={String(value ?? '')}
        onChange={(e) => onChange(field.kind === 'integer' ? Number(e.target.value) : e.target.value)}
        className={inputClass}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {input}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
