import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, controlProps } from './field';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { id, label, error, hint, required, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      <input ref={ref} {...controlProps(id, { error, hint, required })} {...rest} />
    </Field>
  );
});
