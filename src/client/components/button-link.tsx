import { Link } from 'wouter';
import type { ReactNode } from 'react';

/** A link that starts an action on another screen, drawn as the theme's primary button. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-[2.5rem] items-center rounded bg-primary px-4 py-2 text-sm font-semibold uppercase tracking-wide text-white hover:bg-secondary"
    >
      {children}
    </Link>
  );
}
