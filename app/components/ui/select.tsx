import type { SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldFrameProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A choice among `options` with its label, hint and errors. `placeholder` adds a first, empty
 * choice that cannot be chosen again (a required choice the visitor has not made yet).
 */
export function SelectField(
  props: FieldFrameProps & {
    name: string;
    options: readonly SelectOption[];
    placeholder?: string;
  } & SelectHTMLAttributes<HTMLSelectElement>,
) {
  const { frame, className, control: rest } = splitFieldProps(props);
  const { options, placeholder, ...select } = rest;
  const initial = placeholder !== undefined && select.value === undefined ? { defaultValue: '' } : {};
  return (
    <Field {...frame}>
      {(control) => (
        <select className={className} {...initial} {...select} {...control}>
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
