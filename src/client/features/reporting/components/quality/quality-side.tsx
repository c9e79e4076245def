import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { Schemas } from '@/shared/api/types';
import type { Locale } from '@/shared/locale';
import { type RouteName, hrefFor } from '@/shared/routes';
import type { QualityWords } from '../../quality-words';

type Side = Schemas['QualitySide'];
type QualityRecord = Schemas['QualityRecord'];

/** The list a drill opens, filtered as the figure counts it (the dashboards' own link). */
export const drillHref = (drill: Schemas['QualityDrill'], locale: Locale) =>
  hrefFor(drill.route as RouteName, locale, undefined, drill.query);

/**
 * Where one record of a count opens: a person's record; a ward's profiles of the palika. A service
 * has no page of its own: the side's list (its drill) holds it.
 */
function recordHref(record: QualityRecord, palikaId: number, locale: Locale) {
  if (record.kind === 'person') return hrefFor('pwdProfileView', locale, { id: record.id });
  if (record.kind === 'ward') return hrefFor('wardProfile', locale, {}, { palikaId });
  return undefined;
}

export interface QualitySideProps {
  side: Side;
  palikaId: number;
  words: QualityWords;
}

/**
 * One side of a broken rule: its figure and value, opening the records behind it, and the records
 * a count names one by one (at most the contract's sample; the whole count is the value).
 */
export function QualitySide({ side, palikaId, words }: QualitySideProps) {
  const label = words.side(side);
  const constant = !side.measure && !side.count;
  const value = (
    <span className="text-lg font-semibold text-secondary">{words.number(side.value)}</span>
  );
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded border border-gray-200 bg-white px-3 py-2">
      {constant ? (
        <span className="text-sm text-gray-800">
          <FormattedMessage id="quality.side.constant" />
        </span>
      ) : (
        <span className="text-sm text-gray-800">{label}</span>
      )}
      {side.drill ? (
        <Link
          href={drillHref(side.drill, words.locale)}
          className="inline-flex min-h-6 items-baseline gap-2 underline underline-offset-2"
        >
          {value}
          <span className="text-sm">
            <FormattedMessage id="dashboard.openRecords" />
            <span className="sr-only">: {label}</span>
          </span>
        </Link>
      ) : (
        value
      )}
      {side.records.length > 0 && (
        // Folded: a keyboard passes one stop, not one per record, on its way to the moves.
        <details className="text-sm">
          <summary className="min-h-6 cursor-pointer underline">
            <FormattedMessage
              id="quality.side.records"
              values={{ count: side.records.length, figure: label }}
            />
          </summary>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {side.records.map((record) => {
              const href = recordHref(record, palikaId, words.locale);
              return (
                <li key={`${record.kind}-${record.id}`}>
                  {href ? (
                    <Link href={href} className="inline-block min-h-6 underline">
                      {record.label}
                    </Link>
                  ) : (
                    record.label
                  )}
                </li>
              );
            })}
            {side.value > side.records.length && (
              <li className="text-gray-800">
                <FormattedMessage
                  id="quality.side.more"
                  values={{ more: words.number(side.value - side.records.length) }}
                />
              </li>
            )}
          </ul>
        </details>
      )}
    </div>
  );
}
