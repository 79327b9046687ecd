import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldErrors, FieldHint, useFieldControl } from './field';

/**
 * A checkbox with its label beside it (at the start, then the label), and its hint and errors
 * under both, tied to it.
 */
export function CheckboxField({
  label,
  hint,
  errors,
  className,
  id,
  'aria-describedby': describedBy,
  ...input
}: {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  errors?: readonly string[];
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const f = useFieldControl({ hint, errors, describedBy, id });
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <div className="flex items-center gap-2">
        <input type="checkbox" className="size-4 accent-teal-700" {...input} {...f.control} />
        <label htmlFor={f.id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <FieldHint id={f.hintId}>{hint}</FieldHint>
      <FieldErrors id={f.errorId} errors={errors} />
    </div>
  );
}
