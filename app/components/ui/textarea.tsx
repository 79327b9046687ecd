import type { TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldFrameProps } from './field';

/** A multi-line text with its label, hint and errors (four lines unless told). */
export function TextAreaField(
  props: FieldFrameProps & { name: string } & TextareaHTMLAttributes<HTMLTextAreaElement>,
) {
  const { frame, className, control: area } = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(control) => <textarea rows={4} className={className} {...area} {...control} />}
    </Field>
  );
}
