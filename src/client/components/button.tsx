import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-secondary disabled:bg-primary/60',
  secondary: 'bg-secondary text-white hover:bg-primary disabled:bg-secondary/60',
  outline: 'border border-primary text-primary bg-white hover:bg-primary/5',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
  ghost: 'text-primary hover:bg-primary/10',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows the action as running and stops a second click. */
  busy?: boolean;
}

/** The theme's flat button: primary colour, uppercase text. */
export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  type = 'button',
  disabled,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  // Busy is not disabled: a disabled button drops the keyboard focus to the page's body; this one
  // keeps it, says it is busy, and ignores a second press (a submit included).
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      className={`inline-flex min-h-[2.5rem] items-center justify-center gap-2 rounded px-4 py-2 text-sm font-semibold uppercase tracking-wide focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed aria-disabled:cursor-wait ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {busy && (
        <span
          aria-hidden
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}
