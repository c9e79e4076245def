import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useLocale } from '@/client/lib/use-locale';
import { canAccess } from '@/shared/access';
import { type NavArea, ROUTES, pathFor } from '@/shared/routes';

const AREAS: NavArea[] = [
  'dashboards',
  'pwd',
  'programme',
  'profiles',
  'administration',
  'account',
];

/** The menu, grouped by area, listing only what the role may open. */
export function Navigation({ role }: { role: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const [location] = useLocation();
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.label' })} className="flex flex-col gap-5 p-4">
      {AREAS.map((area) => {
        const routes = ROUTES.filter((r) => r.area === area && canAccess(r.access, role));
        if (routes.length === 0) return null;
        return (
          <section key={area}>
            <h2 className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-gray-600">
              <FormattedMessage id={`nav.area.${area}`} />
            </h2>
            <ul className="flex flex-col">
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
