import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { LanguageSwitch } from '@/client/components/language-switch';
import { useLocale } from '@/client/lib/use-locale';
import { pathFor } from '@/shared/routes';
import type { ReactNode } from 'react';

/** A plain page (privacy, errors): name, language, content. */
export function BlankLayout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <div className="min-h-screen bg-white">
      <header className="flex items-center justify-between border-b border-gray-200 px-6 py-4">
        <Link href={pathFor('signIn', locale)} className="text-lg font-semibold text-primary">
          <FormattedMessage id="app.name" />
        </Link>
        <LanguageSwitch />
      </header>
      {children}
    </div>
  );
}
