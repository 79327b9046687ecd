import type { SelectHTMLAttributes } from 'react';
import { Field, inputClass, type FieldFrameProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A choice among `options` with its label, hint and errors. `placeholder` adds a first, empty
 * choice that cannot be chosen again (a required choice the visitor has not made yet).
 */
export function SelectField({
  label,
  hint,
  errors,
  dir,
  compact,
  options,
  placeholder,
  className,
  id,
  'aria-describedby': describedBy,
  ...select
}: FieldFrameProps & {
  name: string;
  options: readonly SelectOption[];
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const initial = placeholder !== undefined && select.value === undefined ? { defaultValue: '' } : {};
  return (
    <Field
      label={label}
      hint={hint}
      errors={errors}
      dir={dir}
      compact={compact}
      describedBy={describedBy}
      id={id}
    >
      {(control) => (
        <select className={className ?? inputClass} {...initial} {...select} {...control}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
