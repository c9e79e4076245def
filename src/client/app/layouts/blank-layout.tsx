import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '@/shared/routes';
import { LanguageSwitch } from '../../components/language-switch';
import { useLocale } from '../../lib/use-locale';

/** A plain page (privacy, errors): name, language, content. */
export function BlankLayout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <div className="min-h-screen bg-white">
      <header className="flex items-center justify-between border-b border-gray-200 px-6 py-4">
        <Link href={pathFor('signIn', locale)} className="text-lg font-semibold text-primary"><FormattedMessage id="app.name" /></Link>
        <LanguageSwitch />
      </header>
      {children}
    </div>
  );
}
