import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';
import { Panel } from './panel';
import type { ReactNode } from 'react';

export interface KpiCardProps {
  label: string;
  /** Undefined while it loads; null when it cannot be known (shown as "—", never as zero). */
  value?: number | null;
  /** The same figure for the period before; omitted where no comparison is meaningful. */
  previous?: number;
  previousLabel?: string;
  /** What is counted, in a line ("distinct persons, not services"). */
  note?: string;
  /** The list of exactly these records. */
  href?: string;
  children?: ReactNode;
}

/** One key figure with its change against the period before; the number opens the records behind it. */
export function KpiCard({
  label,
  value,
  previous,
  previousLabel,
  note,
  href,
  children,
}: KpiCardProps) {
  const intl = useIntl();
  const locale = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  const change = typeof value === 'number' && previous !== undefined ? value - previous : undefined;
  const direction = change === undefined || change === 0 ? 'same' : change > 0 ? 'up' : 'down';
  const number =
    value === undefined ? (
      <span className="block h-9 w-24 animate-pulse rounded bg-gray-200" aria-hidden />
    ) : (
      <span className="text-3xl font-semibold text-gray-900">
        {value === null ? '—' : n(value)}
      </span>
    );
  return (
    <Panel className="flex flex-col gap-1 border-t-4 border-t-blue-700 p-4">
      <h3 className="text-sm font-medium text-gray-700">{label}</h3>
      {href && typeof value === 'number' ? (
        <Link
          href={href}
          className="rounded hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          aria-label={intl.formatMessage({ id: 'dashboard.kpi.open' }, { label, value: n(value) })}
        >
          {number}
        </Link>
      ) : (
        <p aria-busy={value === undefined}>{number}</p>
      )}
      {change !== undefined && (
        <p className="text-sm text-gray-700">
          <span
            aria-hidden
            className={
              direction === 'up' ? 'text-emerald-800' : direction === 'down' ? 'text-rose-800' : ''
            }
          >
            {direction === 'up' ? '▲' : direction === 'down' ? '▼' : '■'}{' '}
          </span>
          <FormattedMessage
            id={`dashboard.kpi.change.${direction}`}
            values={{ change: n(Math.abs(change)), previous: n(previous!), period: previousLabel }}
          />
        </p>
      )}
      {note && <p className="text-xs text-gray-700">{note}</p>}
      {children}
    </Panel>
  );
}
