import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useLocale } from '@/client/lib/use-locale';
import { canAccess } from '@/shared/access';
import { type NavArea, ROUTES, findRoute, pathFor } from '@/shared/routes';

const AREAS: NavArea[] = [
  'dashboards',
  'pwd',
  'programme',
  'profiles',
  'administration',
  'account',
];

/**
 * The menu, grouped by area, listing only what the role may open. The current page's area is open
 * and the others fold behind their names (the disclosure navigation pattern), so a keyboard reaches
 * the page after a few stops, not after every link of every area.
 */
export function Navigation({ role }: { role: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const [location] = useLocation();
  const here = findRoute(location)?.route.area;
  const [opened, setOpened] = useState<ReadonlySet<NavArea>>(new Set());
  const toggle = (area: NavArea) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(area)) next.add(area);
      return next;
    });
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.label' })} className="flex flex-col gap-3 p-4">
      {AREAS.map((area) => {
        const routes = ROUTES.filter((r) => r.area === area && canAccess(r.access, role));
        if (routes.length === 0) return null;
        const open = area === here || opened.has(area);
        return (
          <section key={area}>
            <h2>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={`menu-${area}`}
                disabled={area === here}
                onClick={() => toggle(area)}
                className="flex min-h-8 w-full items-center justify-between rounded px-2 text-left text-xs font-semibold uppercase tracking-wide text-gray-700 hover:bg-primary/10 disabled:hover:bg-transparent"
              >
                <FormattedMessage id={`nav.area.${area}`} />
                <span aria-hidden>{open ? '−' : '+'}</span>
              </button>
            </h2>
            <ul id={`menu-${area}`} className={open ? 'flex flex-col' : 'hidden'}>
              {routes.map((route) => {
                const href = pathFor(route.name, locale);
                const current = location === href;
                return (
                  <li key={route.name}>
                    <Link
                      href={href}
                      aria-current={current ? 'page' : undefined}
                      className={`block rounded px-2 py-1.5 text-sm ${current ? 'bg-primary text-white' : 'text-gray-900 hover:bg-primary/10'}`}
                    >
                      <FormattedMessage id={route.headingKey} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
