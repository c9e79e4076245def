import { Field, controlProps } from './field';
import type { ReactNode } from 'react';

export interface TextAreaProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  lang?: string;
}

/** Several lines of text (a report, a note), labelled and described like every other field. */
export function TextArea({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  maxLength,
  rows = 4,
  lang,
}: TextAreaProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...controlProps(id, { error, hint, required })}
        rows={rows}
        lang={lang}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
