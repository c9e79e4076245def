import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { Button } from '@/client/components/button';
import { LanguageSwitch } from '@/client/components/language-switch';
import { PrintedBy } from '@/client/components/printed-by';
import { useCurrentSession } from '@/client/features/auth/api/use-current-session';
import { LogoutDialog } from '@/client/features/auth/components/logout-dialog';
import { InboxLink } from '@/client/features/reporting/components/inbox-link';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { pathFor } from '@/shared/routes';
import { Navigation } from './navigation';

/**
 * The app shell: who is signed in and as what, the menu, language, password and sign-out. On a
 * phone the first line is the menu button, the name and the language; who is signed in, the
 * password and sign-out open with the menu, so the page starts on the first screen. There the menu
 * lies over the page (a drawer, the page dimmed behind it) and closes when a page is chosen, on
 * Escape (focus back on the Menu button), on a tap beside it or when Tab leaves it for the page.
 */
export function DefaultLayout({
  children,
  menuStartsOpen = false,
}: {
  children: ReactNode;
  /** The phone's menu open from the start (a story of it). */
  menuStartsOpen?: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const session = useSession();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(menuStartsOpen);
  const [menuLocation, setMenuLocation] = useState(location);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useCurrentSession(session?.token);
  // A page chosen (or Back) closes the menu; focus goes to the new page's heading (route focus).
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    // Escape in the open menu (or its account part) closes it, focus back on its button.
    const closeOnEscape = (event: KeyboardEvent) => {
      const within = (event.target as Element | null)?.closest?.('#app-menu, header');
      if (event.key !== 'Escape' || !within) return;
      event.preventDefault();
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);
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
            ref={menuButton}
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
        <InboxLink />
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
      <div className="relative flex">
        {menuOpen && (
          // The page behind the open menu on a phone: dimmed, and a tap on it closes the menu.
          <div
            aria-hidden
            data-testid="menu-backdrop"
            className="absolute inset-0 z-20 bg-gray-900/40 md:hidden print:hidden"
            onClick={() => setMenuOpen(false)}
          />
        )}
        <aside
          id="app-menu"
          className={`${menuOpen ? 'block' : 'hidden'} absolute left-0 top-0 z-30 min-h-full w-72 max-w-[85%] border-r border-gray-200 bg-white shadow-lg md:static md:block md:min-h-0 md:w-64 md:max-w-none md:shrink-0 md:shadow-none print:hidden`}
          onBlur={(event) => {
            if (menuOpen && event.relatedTarget?.closest('#main')) setMenuOpen(false);
          }}
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
