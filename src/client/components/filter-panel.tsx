import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface FilterPanelProps {
  /** What the filters are of ("Filters of the dashboard"): the section's name. */
  label: string;
  /** Where the page looks, and the period if it has one: the start of the folded line. */
  place: string;
  period?: string;
  /** How many other filters are chosen. */
  chosen: number;
  children: ReactNode;
}

/**
 * A page's filters. On a wide screen they are always open; on a phone they fold into one line
 * ("Koshi · 2082/83 · 3 filters"), so the figures or rows come first, and the line opens them.
 */
export function FilterPanel({ label, place, period, chosen, children }: FilterPanelProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const count = chosen > 0 && intl.formatMessage({ id: 'filters.chosen' }, { count: chosen });
  const summary = [place, period, count].filter(Boolean).join(' · ');
  const id = useId();
  return (
    <section
      aria-label={label}
      className="mb-4 rounded border border-gray-200 bg-white print:hidden"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-2 text-left text-sm sm:hidden"
      >
        <span className="min-w-0 font-medium text-gray-900">{summary}</span>
        <span className="shrink-0 font-semibold text-primary underline">
          <FormattedMessage id={open ? 'filters.hide' : 'filters.change'} />
        </span>
      </button>
      <div id={id} className={`${open ? 'grid' : 'hidden'} gap-3 p-4 pt-2 sm:grid sm:pt-4`}>
        {children}
      </div>
    </section>
  );
}

const PLACE_KEYS = new Set<PropertyKey>(['provinceId', 'districtId', 'palikaId', 'wardId']);

/** How many of these filters have a value, the place aside (the summary names it). */
export function countChosen<T extends object>(value: T, keys: readonly (keyof T)[]): number {
  return keys.filter((key) => !PLACE_KEYS.has(key) && value[key] !== undefined && value[key] !== '')
    .length;
}
