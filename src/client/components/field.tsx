import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /**
   * Announce the error as it appears (a mistake found as the person types). Errors found on a
   * submit are announced once, by the form's error summary, not field by field.
   */
  announce?: boolean;
  /** The label is read by screen readers only: a grid's row and column headers show it. */
  hideLabel?: boolean;
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** Label, control, hint and error of one form field; the control refers to hint and error by id. */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  announce,
  hideLabel,
  children,
}: FieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className={hideLabel ? 'sr-only' : 'text-sm font-medium text-gray-900'}>
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={hintId(id)} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} role={announce ? 'alert' : undefined} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(
  id: string,
  { error, hint }: { error?: unknown; hint?: unknown },
): string | undefined {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
}

/** What every control in a Field carries: its id, its invalid state and the ids of its hint and error. */
export function controlProps(
  id: string,
  { error, hint, required }: { error?: unknown; hint?: unknown; required?: boolean },
) {
  return {
    id,
    required,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(id, { error, hint }),
    className: INPUT_CLASS,
  };
}

export const INPUT_CLASS =
  'block w-full rounded border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary focus:ring-primary aria-[invalid=true]:border-red-700';
