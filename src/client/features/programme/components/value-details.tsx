import { useIntl } from 'react-intl';
import { countCellLabel } from '@/client/components/count-cells';
import { VALUE_FIELDS } from '@/client/features/programme/value-fields';
import { factsOf } from '@/client/lib/records/field-views';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import type { ReactNode } from 'react';

type Value = Schemas['ActivityValue'];

/** One recorded value as read: its activity, date and period, figures, attributes and notes. */
export function ValueDetails({
  value,
  labels,
  actions,
}: {
  value: Value;
  /** Each attribute's label in the reader's language, by code. */
  labels: Record<string, string>;
  actions: ReactNode;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  /** An attribute's value as read: numbers in the reader's digits, yes or no, counts by cell. */
  const shown = (x: unknown): string => {
    if (typeof x === 'number') return formatNumber(x, locale);
    if (typeof x === 'boolean') return t(`enum.yesNo.${x}`);
    if (Array.isArray(x)) return x.map(shown).join(', ');
    if (x !== null && typeof x === 'object')
      return Object.entries(x)
        .map(([cell, count]) => `${countCellLabel(intl, locale, cell)}: ${shown(count)}`)
        .join(' · ');
    return String(x);
  };
  const attributes = Object.entries(value.attributes).map(([code, x]): [string, ReactNode] => [
    labels[code] ?? code,
    shown(x),
  ]);
  const rows = factsOf(VALUE_FIELDS, value, intl, locale).flatMap(
    ([field, label, text]): [string, ReactNode][] =>
      field === 'attributes' ? attributes : [[label, text ?? '—']],
  );
  const a = value.activity;
  return (
    <section
      aria-labelledby="value-opened"
      className="mb-4 rounded border border-primary/40 bg-white p-4"
    >
      <h2 id="value-opened" className="mb-2 font-semibold text-secondary">
        {`${a.code}: ${formatBsDate(value.recordDate, locale)}`}
        {value.deletedAt && ` (${t('value.deleted')})`}
      </h2>
      <dl className="mb-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([label, text]) => (
          <div key={label} className="flex gap-2">
            <dt className="min-w-40 text-gray-700">{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      {actions}
    </section>
  );
}
