import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { LanguageSwitch } from '@/client/components/language-switch';
import { useLocale } from '@/client/lib/use-locale';
import { pathFor } from '@/shared/routes';
import type { ReactNode } from 'react';

/** The sign-in page's frame. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <header className="flex items-center justify-between bg-white px-6 py-4 shadow-sm">
        <span className="text-lg font-semibold text-primary">
          <FormattedMessage id="app.name" />
        </span>
        <LanguageSwitch />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10">
        {children}
      </main>
      <footer className="px-6 py-4 text-center text-sm text-gray-700">
        <Link href={pathFor('privacy', locale)} className="underline">
          <FormattedMessage id="page.privacy" />
        </Link>
      </footer>
    </div>
  );
}
