import { useId } from 'react';
import { inputClass } from '~/features/auth/form-parts';

/** The API's field errors (`{"emails.0": [...]}`) that concern one field or its parts, once each. */
export function errorsFor(errors: Record<string, string[]>, field: string): string[] {
  const found = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
  return [...new Set(found)];
}

/** A labelled input or text area with its hint and errors, in the language and direction given. */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  hint?: string;
  multiline?: boolean;
  rows?: number;
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  type?: 'text' | 'email' | 'url' | 'tel' | 'number';
  inputMode?: 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
  required?: boolean;
  step?: string;
  min?: string;
  name?: string;
}) {
  const id = useId();
  const described = [props.hint ? `${id}-hint` : '', props.errors?.length ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: props.name,
    lang: props.lang,
    // A text of no particular language (a name, an address) takes the direction of what is typed.
    dir: props.dir ?? 'auto',
    required: props.required,
    value: props.value,
    'aria-invalid': props.errors?.length ? true : undefined,
    'aria-describedby': described || undefined,
    className: inputClass,
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.multiline ? (
        <textarea rows={props.rows ?? 3} {...common} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          step={props.step}
          min={props.min}
          {...common}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {props.hint}
        </p>
      )}
      <FieldErrors id={`${id}-error`} errors={props.errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700 dark:text-red-400">
      {errors.join(' ')}
    </p>
  );
}

/** One part of an editor: a titled card. */
export function EditorSection(props: {
  title: string;
  intro?: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <section
      aria-labelledby={props.id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id={props.id} className="text-lg font-semibold">
          {props.title}
        </h2>
        {props.intro && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{props.intro}</p>}
      </div>
      {props.children}
    </section>
  );
}
