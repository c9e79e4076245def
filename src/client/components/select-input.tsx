import { Field, controlProps } from './field';
import type { ReactNode, SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  options: SelectOption[];
  /** Text of the empty first option; omitted when the field always has a value. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
}

export function SelectInput({
  id,
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  ...rest
}: SelectInputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      <select {...controlProps(id, { error, hint, required })} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
