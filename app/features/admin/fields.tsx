import { useId, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import { inputClass } from '~/features/auth/form-parts';

// The admin screens' labelled fields (ADR-0611): a visible label, the field's errors (already in
// words, as the admin API answers them) tied to it with aria-describedby, and aria-invalid.

interface Described {
  label: string;
  errors?: string[];
  hint?: string;
}

function useDescribed(props: Described) {
  const id = useId();
  const describedBy =
    [props.hint && `${id}-hint`, props.errors?.length && `${id}-error`].filter(Boolean).join(' ') ||
    undefined;
  const frame = (field: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      {field}
      {props.hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {props.hint}
        </p>
      )}
      <FieldError id={`${id}-error`} errors={props.errors} />
    </div>
  );
  return { id, describedBy, invalid: props.errors?.length ? true : undefined, frame };
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-400">
      {errors.join(' ')}
    </p>
  ) : null;
}

/** A text, search, e-mail, date or date-time input with its label and errors. */
export function AdminField({
  label,
  errors,
  hint,
  ...input
}: Described & { name: string } & InputHTMLAttributes<HTMLInputElement>) {
  const f = useDescribed({ label, errors, hint });
  return f.frame(
    <input
      id={f.id}
      type="text"
      aria-invalid={f.invalid}
      aria-describedby={f.describedBy}
      className={inputClass}
      {...input}
    />,
  );
}

/** A choice among `options` with its label and errors. */
export function AdminSelect({
  label,
  errors,
  hint,
  options,
  ...select
}: Described & {
  name: string;
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const f = useDescribed({ label, errors, hint });
  return f.frame(
    <select
      id={f.id}
      aria-invalid={f.invalid}
      aria-describedby={f.describedBy}
      className={inputClass}
      {...select}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>,
  );
}

/** A multi-line text with its label and errors. */
export function AdminTextArea({
  label,
  errors,
  hint,
  ...area
}: Described & { name: string } & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const f = useDescribed({ label, errors, hint });
  return f.frame(
    <textarea
      id={f.id}
      rows={4}
      aria-invalid={f.invalid}
      aria-describedby={f.describedBy}
      className={inputClass}
      {...area}
    />,
  );
}

/** A checkbox with its label beside it (a filter such as "waiting on the customer"). */
export function AdminCheckbox({
  label,
  className,
  ...input
}: { label: string; name: string; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <input id={id} type="checkbox" className="size-4" {...input} />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}

/** A list's filter form's frame: a card of fields in a grid (the screen adds its columns). */
export const filterFormClass =
  'grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
