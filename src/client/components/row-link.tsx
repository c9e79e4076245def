import { Link } from 'wouter';
import type { ReactNode } from 'react';

/**
 * A link in a table row that opens the record behind it. Its target is at least 24 px high
 * (WCAG 2.5.8) whatever the row holds: a one-line row sits close to the sort buttons above it.
 */
export function RowLink({
  href,
  mono = false,
  children,
}: {
  href: string;
  /** An identifier (a registration number) is set in a fixed-width face. */
  mono?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className={`inline-flex min-h-6 items-center text-primary underline${mono ? ' font-mono' : ''}`}
    >
      {children}
    </Link>
  );
}
