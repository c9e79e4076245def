import { toLatinDigits } from '@/shared/format/digits';
import { Field, controlProps } from './field';
import type { ReactNode } from 'react';

export interface NumberInputProps {
  id: string;
  label: ReactNode;
  /** The text as typed: Latin or Devanagari digits. */
  value: string;
  onChange: (text: string, value: number | undefined) => void;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  allowDecimal?: boolean;
  name?: string;
  onBlur?: () => void;
  /** Label for screen readers only (a cell of a grid labelled by its headers). */
  hideLabel?: boolean;
}

/** Parses Latin or Devanagari digits (and one decimal point when allowed); undefined when not a number. */
export function parseNumberText(text: string, allowDecimal = false): number | undefined {
  const latin = toLatinDigits(text.trim()).replace(/,/g, '');
  const pattern = allowDecimal ? /^-?\d+(\.\d+)?$/ : /^-?\d+$/;
  return pattern.test(latin) ? Number(latin) : undefined;
}

/** A number field that accepts Devanagari or Latin digits as typed. */
export function NumberInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  allowDecimal = false,
  name,
  onBlur,
  hideLabel,
}: NumberInputProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={required}
      hideLabel={hideLabel}
    >
      <input
        {...controlProps(id, { error, hint, required })}
        name={name}
        type="text"
        inputMode={allowDecimal ? 'decimal' : 'numeric'}
        value={value}
        onBlur={onBlur}
        onChange={(event) =>
          onChange(event.target.value, parseNumberText(event.target.value, allowDecimal))
        }
      />
    </Field>
  );
}
