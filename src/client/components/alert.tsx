import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<AlertTone, string> = {
  info: 'border-blue-700 bg-blue-50 text-blue-900',
  success: 'border-green-700 bg-green-50 text-green-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
  error: 'border-red-700 bg-red-50 text-red-900',
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
}

/** A message in a coloured box; errors and warnings are announced to screen readers. */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={`rounded border-l-4 px-4 py-3 text-sm ${TONES[tone]}`}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-1' : ''}>{children}</div>}
    </div>
  );
}
