import { useCallback, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The form kit (ADR-0014, issue 25): one labelled field with its hint and errors tied to the
// control by aria-describedby, aria-invalid when it has errors, and a direction of its own (an
// e-mail or a phone number stays left to right on an Arabic page). Errors come in words: the
// caller translates its message keys. Logical CSS only.

/** The look of today's text inputs and selects (customer and admin forms). */
export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900';

export const errorTextClass = 'text-sm font-medium text-red-700 dark:text-red-400';
export const hintTextClass = 'text-sm text-slate-600 dark:text-slate-400';

export interface FieldFrameProps {
  label: ReactNode;
  /** A line under the control that helps fill it. */
  hint?: ReactNode;
  /** The field's errors, in words; several are shown as one sentence each. */
  errors?: readonly string[];
  /** The control's own direction (`ltr` for e-mails, phones, codes), whatever the page's. */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Admin screens use the smaller label. */
  compact?: boolean;
}

/** What a control gets from its field: spread it on the input, select or textarea. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
}

/** The ids of a field's parts and the attributes its control needs. */
export function useFieldControl(
  props: Pick<FieldFrameProps, 'hint' | 'errors' | 'dir'> & { describedBy?: string; id?: string },
) {
  const generated = useId();
  const id = props.id ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasErrors = !!props.errors?.length;
  const describedBy =
    [props.describedBy, props.hint ? hintId : undefined, hasErrors ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  // Only what the field decides: a control's own aria-invalid or dir stays when the field has none.
  const control: ControlProps = { id };
  if (hasErrors) control['aria-invalid'] = true;
  if (describedBy) control['aria-describedby'] = describedBy;
  if (props.dir) control.dir = props.dir;
  return { id, hintId, errorId, hasErrors, control };
}

/**
 * A form's refusals, as message keys by field name, put in words for the kit's fields:
 * `const words = useErrorWords(failure?.errors, 'account')`, then `errors={words('email')}`.
 */
export function useErrorWords(errors: Readonly<Record<string, readonly string[]>> | undefined, ns?: string) {
  const { t } = useTranslation(ns);
  return useCallback((name: string) => errors?.[name]?.map((key) => t(key)), [errors, t]);
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={hintTextClass}>
      {children}
    </p>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={errorTextClass}>
      {errors.join(' ')}
    </p>
  );
}

/** A form's refusal that belongs to no field: an alert above the fields, one sentence a line. */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <div
      role="alert"
      className="rounded-lg bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/**
 * A field around any control: `children` receives the attributes to spread on it.
 * `<Field label="Name">{(control) => <input name="name" {...control} />}</Field>`
 */
export function Field({
  label,
  hint,
  errors,
  dir,
  compact,
  describedBy,
  id,
  children,
}: FieldFrameProps & { describedBy?: string; id?: string; children: (control: ControlProps) => ReactNode }) {
  const f = useFieldControl({ hint, errors, dir, describedBy, id });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={f.id} className={compact ? 'text-sm font-medium' : 'font-medium'}>
        {label}
      </label>
      {children(f.control)}
      <FieldHint id={f.hintId}>{hint}</FieldHint>
      <FieldErrors id={f.errorId} errors={errors} />
    </div>
  );
}

/** What a kit control (TextField, SelectField, TextAreaField) passes to its Field, and the rest to its control. */
export function splitFieldProps<P extends FieldFrameProps & ControlFrameAttributes>(props: P) {
  const {
    label,
    hint,
    errors,
    dir,
    compact,
    id,
    'aria-describedby': describedBy,
    className,
    ...control
  } = props;
  return {
    frame: { label, hint, errors, dir, compact, id, describedBy },
    className: className ?? inputClass,
    control,
  };
}

interface ControlFrameAttributes {
  id?: string;
  className?: string;
  'aria-describedby'?: string;
}

/** A text, e-mail, password, number, date… input with its label, hint and errors. */
export function TextField(props: FieldFrameProps & { name: string } & InputHTMLAttributes<HTMLInputElement>) {
  const { frame, className, control: input } = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(control) => <input type="text" className={className} {...input} {...control} />}
    </Field>
  );
}
