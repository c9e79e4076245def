import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@/client/components/button';
import { LanguageSwitch } from '@/client/components/language-switch';
import { useCurrentSession } from '@/client/features/auth/api/use-current-session';
import { LogoutDialog } from '@/client/features/auth/components/logout-dialog';
import { PrintedBy } from '@/client/components/printed-by';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { pathFor } from '@/shared/routes';
import { Navigation } from './navigation';

/**
 * The app shell: who is signed in and as what, the menu, language, password and sign-out. On a
 * phone the first line is the menu button, the name and the language; who is signed in, the
 * password and sign-out open with the menu, so the page starts on the first screen.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = useLocale();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  useCurrentSession(session?.token);
  if (!session) return null;
  const { user } = session;
  return (
    <div className="min-h-screen bg-gray-50 print:bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-primary"
      >
        <FormattedMessage id="nav.skip" />
      </a>
      <header className="flex flex-wrap items-center gap-3 bg-primary px-4 py-3 text-white print:hidden">
        <div className="mr-auto flex items-center gap-3">
          <button
            type="button"
            className="min-h-6 rounded border border-white/60 px-2 py-1 text-sm md:hidden"
            aria-expanded={menuOpen}
            aria-controls="app-menu app-account"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <FormattedMessage id="nav.menu" />
          </button>
          <Link href={pathFor('dashboard', locale)} className="text-lg font-semibold">
            <FormattedMessage id="app.name" />
          </Link>
        </div>
        <LanguageSwitch tone="dark" />
        <div
          id="app-account"
          className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-wrap items-center gap-3 md:flex md:w-auto`}
        >
          <p className="text-sm" data-testid="current-user">
            <span className="font-semibold">{user.fullname}</span>
            <span className="mx-1" aria-hidden>
              ·
            </span>
            <span>{intl.formatMessage({ id: `role.${user.role}` })}</span>
            {user.viaGroup && (
              <span className="ml-1 text-white/80">
                ({intl.formatMessage({ id: 'user.viaGroup' }, { group: user.viaGroup })})
              </span>
            )}
          </p>
          <Link
            href={pathFor('changePassword', locale)}
            className="inline-block py-1 text-sm underline"
          >
            <FormattedMessage id="page.changePassword" />
          </Link>
          <Button variant="secondary" onClick={() => setConfirmingLogout(true)}>
            <FormattedMessage id="auth.logout" />
          </Button>
        </div>
      </header>
      <div className="flex">
        <aside
          id="app-menu"
          className={`${menuOpen ? 'block' : 'hidden'} w-64 shrink-0 border-r border-gray-200 bg-white md:block print:hidden`}
        >
          <Navigation role={user.role} />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-4 sm:px-6 sm:py-6">
          <PrintedBy user={user} />
          {children}
        </main>
      </div>
      <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </div>
  );
}
