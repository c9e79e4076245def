import type { HTMLAttributes } from 'react';

/** The dashboards' card: a plain white panel, so key figures show before the chart library arrives. */
export function Panel({ className = '', ...rest }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={`rounded-lg border border-gray-200 bg-white shadow-sm break-inside-avoid ${className}`}
      {...rest}
    />
  );
}
