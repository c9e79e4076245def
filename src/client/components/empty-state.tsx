import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
}

/** What an empty list or an unavailable page says: why, and what to do. */
export function EmptyState({ title, message, action }: EmptyStateProps) {
  return (
    <section className="flex flex-col items-center gap-3 rounded border border-dashed border-gray-400 bg-white px-6 py-12 text-center">
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="h-10 w-10 text-primary/70"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M3 7h18M5 7v12h14V7M9 11h6" />
      </svg>
      <h2 className="text-lg font-semibold text-secondary">{title}</h2>
      {message && <p className="max-w-prose text-gray-700">{message}</p>}
      {action}
    </section>
  );
}
