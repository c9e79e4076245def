import { FormattedMessage, useIntl } from 'react-intl';
import { ExportButton } from '@/client/components/export-button';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import { percentOf } from '@/shared/targets/bands';
import { Panel } from './panel';

export interface AchievementTrendProps {
  label: string;
  periods: Schemas['AchievementMeasure']['periods'];
  /** The period the dashboard counts to: later ones are still to come. */
  through: number;
  fileName: string;
}

/**
 * One measure by four-month period (issue 19 §2): each period's own achievement beside its part of
 * the target, as paired bars drawn from the numbers in the table itself (the table is the chart's
 * text), with the share; periods still to come are marked so.
 */
export function AchievementTrend({ label, periods, through, fileName }: AchievementTrendProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const n = (value: number) => formatNumber(value, locale);
  const top = Math.max(1, ...periods.flatMap((p) => [p.achieved, p.target ?? 0]));
  const width = (value: number) => `${Math.round((value / top) * 100)}%`;
  const headings = [
    t('achievement.column.period'),
    t('achievement.column.achieved'),
    t('achievement.column.periodTarget'),
    t('achievement.column.periodPercent'),
  ];
  /** A period's share of its part: empty without a part, "—" for a part of zero. */
  const shareText = ({ achieved, target }: AchievementTrendProps['periods'][number]) => {
    if (target === null) return '';
    const share = percentOf(achieved, target);
    return share === undefined ? '—' : formatNumber(share, locale, { maximumFractionDigits: 1 });
  };
  return (
    <Panel className="flex flex-col gap-3 p-4" aria-labelledby="trend-heading">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id="trend-heading" className="font-semibold text-gray-900">
          <FormattedMessage id="achievement.trend.title" values={{ measure: label }} />
        </h3>
        <div className="print:hidden">
          <ExportButton
            fileName={fileName}
            header={headings}
            loadChunk={async () => ({
              rows: periods.map((p) => [
                t(`enum.trimester.${p.period}`),
                p.achieved,
                p.target ?? t('achievement.missing'),
                // A number a spreadsheet reads (not the page's "६०.८"); empty without a part or for a part of zero.
                p.target === null ? null : (percentOf(p.achieved, p.target) ?? null),
              ]),
              total: periods.length,
              next: null,
            })}
          />
        </div>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">
          {intl.formatMessage({ id: 'achievement.trend.title' }, { measure: label })}
        </caption>
        <thead>
          <tr className="border-b border-gray-300 text-left">
            {headings.map((heading, i) => (
              <th key={heading} scope="col" className={`px-2 py-1 ${i > 0 ? 'text-right' : ''}`}>
                {heading}
              </th>
            ))}
            <th scope="col" className="w-2/5 px-2 py-1">
              <span className="sr-only">{t('achievement.trend.bars')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => (
            <tr key={p.period} className="border-b border-gray-100">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {t(`enum.trimester.${p.period}`)}
                {p.period > through && (
                  <span className="block text-xs text-gray-700">
                    {t('achievement.trend.toCome')}
                  </span>
                )}
              </th>
              <td className="px-2 py-1 text-right tabular-nums">{n(p.achieved)}</td>
              <td className="px-2 py-1 text-right tabular-nums">
                {p.target === null ? t('achievement.missing') : n(p.target)}
              </td>
              <td className="px-2 py-1 text-right tabular-nums">{shareText(p)}</td>
              <td className="px-2 py-1" aria-hidden>
                <span
                  className="block h-2 rounded bg-primary"
                  style={{ width: width(p.achieved) }}
                />
                <span
                  className="mt-1 block h-2 rounded border border-gray-500 bg-gray-200"
                  style={{ width: width(p.target ?? 0) }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-gray-700">
        <FormattedMessage id="achievement.trend.legend" />
      </p>
    </Panel>
  );
}
