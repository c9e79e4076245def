import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ExportButton } from '@/client/components/export-button';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import { BAND_MARKS } from './achievement-card';

type Figure = Schemas['AchievementFigure'];

export interface AchievementRow {
  id: string | number;
  name: string;
  /** A second line under the name (a batch's programme year and palikas). */
  detail?: string;
  figure: Figure;
  /** The records behind the row's achievement (of a place, or of a batch's palikas). */
  recordsHref?: string;
  /** The row's own approved target's history (none for a sum or a plan). */
  historyHref?: string;
}

export interface AchievementTableProps {
  caption: string;
  /** The first column's heading: the level of the places, or "Batch". */
  nameHeading: string;
  rows: AchievementRow[];
  fileName: string;
  /** Opens a row's place on the dashboard (none for batches). */
  onSelect?: (row: AchievementRow) => void;
}

/** Ranked by the share of the target to date; places without a target last, never as zero. */
export const rankedByAchievement = (rows: AchievementRow[]) =>
  [...rows].sort(
    (a, b) =>
      (b.figure.percentToDate ?? -1) - (a.figure.percentToDate ?? -1) ||
      a.name.localeCompare(b.name),
  );

/**
 * Places or batches against their targets, ranked (issue 19 §2): achieved, target (or "no
 * target"), shares of the year and of the target to date ("—" for a zero target), and the band in
 * words. Each row opens its place and its records; the whole table exports.
 */
export function AchievementTable({
  caption,
  nameHeading,
  rows,
  fileName,
  onSelect,
}: AchievementTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const n = (value: number) => formatNumber(value, locale);
  const pct = (value: number | null, target: number | null) =>
    target === null
      ? ''
      : value === null
        ? '—'
        : formatNumber(value, locale, { maximumFractionDigits: 1 });
  const ranked = rankedByAchievement(rows);
  const headings = [
    nameHeading,
    t('achievement.column.achieved'),
    t('achievement.column.target'),
    t('achievement.column.percent'),
    t('achievement.column.percentToDate'),
    t('achievement.column.band'),
  ];
  const targetText = (figure: Figure) =>
    figure.target === null ? t('achievement.missing') : n(figure.target);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {ranked.length > 0 && (
        <div className="self-end print:hidden">
          <ExportButton
            fileName={fileName}
            header={headings}
            loadChunk={async () => ({
              rows: ranked.map((r) => [
                r.name,
                r.figure.achieved,
                r.figure.target ?? t('achievement.missing'),
                r.figure.percent ?? '',
                r.figure.percentToDate ?? '',
                t(`achievement.band.${r.figure.band}`),
              ]),
              total: ranked.length,
              next: null,
            })}
          />
        </div>
      )}
      <div className="max-h-[28rem] overflow-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-white">
            <tr className="border-b border-gray-300 text-left">
              <th scope="col" className="py-1 pr-2">
                #
              </th>
              {headings.map((heading, i) => (
                <th
                  key={heading}
                  scope="col"
                  className={`py-1 px-2 ${i > 0 && i < 5 ? 'text-right' : ''}`}
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ranked.map((row, index) => (
              <tr key={row.id} className="border-b border-gray-100 align-top">
                <td className="py-1 pr-2 tabular-nums">{n(index + 1)}</td>
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {onSelect ? (
                    <button
                      type="button"
                      className="text-primary underline hover:text-secondary"
                      onClick={() => onSelect(row)}
                    >
                      {row.name}
                    </button>
                  ) : (
                    row.name
                  )}
                  {row.detail && <span className="block text-xs text-gray-700">{row.detail}</span>}
                </th>
                <td className="px-2 py-1 text-right tabular-nums">
                  {row.recordsHref ? (
                    <Link
                      href={row.recordsHref}
                      className="text-primary underline hover:text-secondary"
                      aria-label={intl.formatMessage(
                        { id: 'achievement.openRecordsOf' },
                        { name: row.name, count: row.figure.achieved },
                      )}
                    >
                      {n(row.figure.achieved)}
                    </Link>
                  ) : (
                    n(row.figure.achieved)
                  )}
                </td>
                <td className="px-2 py-1 text-right tabular-nums">
                  {row.historyHref ? (
                    <Link
                      href={row.historyHref}
                      className="text-primary underline hover:text-secondary"
                      aria-label={intl.formatMessage(
                        { id: 'achievement.historyOf' },
                        { name: row.name, target: targetText(row.figure) },
                      )}
                    >
                      {targetText(row.figure)}
                    </Link>
                  ) : (
                    targetText(row.figure)
                  )}
                </td>
                <td className="px-2 py-1 text-right tabular-nums">
                  {pct(row.figure.percent, row.figure.target)}
                </td>
                <td className="px-2 py-1 text-right tabular-nums">
                  {pct(row.figure.percentToDate, row.figure.target)}
                </td>
                <td className="px-2 py-1">
                  <span aria-hidden>{BAND_MARKS[row.figure.band]} </span>
                  <FormattedMessage id={`achievement.band.${row.figure.band}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
