import type { TextareaHTMLAttributes } from 'react';
import { Field, inputClass, type FieldFrameProps } from './field';

/** A multi-line text with its label, hint and errors (four lines unless told). */
export function TextAreaField({
  label,
  hint,
  errors,
  dir,
  compact,
  className,
  id,
  'aria-describedby': describedBy,
  ...area
}: FieldFrameProps & { name: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
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
      {(control) => <textarea rows={4} className={className ?? inputClass} {...area} {...control} />}
    </Field>
  );
}
