import { useIntl } from 'react-intl';

export interface Crumb {
  label: string;
  /** Going back up to this level; the last crumb (where you are) has none. */
  onSelect?: () => void;
}

/** Where the view is: Nepal › province › district › palika › ward; each level above goes back up. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'dashboard.breadcrumb' })} className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1">
            {index > 0 && (
              <span aria-hidden className="text-gray-600">
                ›
              </span>
            )}
            {item.onSelect && index < items.length - 1 ? (
              <button
                type="button"
                className="rounded px-1 text-primary underline hover:text-secondary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                onClick={item.onSelect}
              >
                {item.label}
              </button>
            ) : (
              <span
                data-where={index === items.length - 1 ? '' : undefined}
                aria-current={index === items.length - 1 ? 'page' : undefined}
                className="px-1 font-semibold text-gray-900"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
