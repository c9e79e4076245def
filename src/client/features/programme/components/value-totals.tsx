import { useIntl } from 'react-intl';
import { countCellLabel } from '@/client/components/count-cells';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';

type Totals = Schemas['ActivityValueTotals'];

/**
 * The totals of the filtered values: records and activities, output, expenditure and participants,
 * then each attribute by its own rule (a total, an average, the largest, the latest or a count),
 * a count split by sex and age cell by cell.
 */
export function ValueTotals({ totals }: { totals: Totals | null | undefined }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  if (!totals) return null;
  const n = (value: number | null) =>
    value === null ? '—' : formatNumber(Math.round(value * 100) / 100, locale);
  const cellName = (cell: string) => countCellLabel(intl, locale, cell);
  const figures: [string, string][] = [
    [t('value.totals.records'), n(totals.records)],
    [t('value.totals.activities'), n(totals.activities)],
    [t('value.field.achievedOutput'), n(totals.achievedOutput)],
    [t('value.field.expenditureNpr'), n(totals.expenditureNpr)],
    [t('value.field.participantsFemale'), n(totals.participantsFemale)],
    [t('value.field.participantsMale'), n(totals.participantsMale)],
    [t('value.field.participantsOther'), n(totals.participantsOther)],
  ];
  return (
    <section
      aria-labelledby="value-totals"
      className="mb-4 rounded border border-gray-200 bg-white p-4"
    >
      <h2 id="value-totals" className="mb-2 font-semibold text-secondary">
        {t('value.totals')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-gray-700">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {totals.attributes.length > 0 && (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">{t('value.totals.attributes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('value.totals.attribute')}</th>
              <th scope="col">{t('attribute.aggregation')}</th>
              <th scope="col" className="text-right">
                {t('value.totals.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.attributes.map((a) => (
              <tr key={a.code} className="border-t border-gray-200 align-top">
                <th scope="row" className="py-1 font-normal">
                  {locale === 'np' ? a.labelNe : a.labelEn}
                  {Object.keys(a.cells).length > 0 && (
                    <span className="block text-xs text-gray-700">
                      {Object.entries(a.cells)
                        .map(([cell, value]) => `${cellName(cell)}: ${n(value)}`)
                        .join(' · ')}
                    </span>
                  )}
                </th>
                <td className="py-1">{t(`enum.aggregation.${a.aggregation}`)}</td>
                <td className="py-1 text-right tabular-nums">{n(a.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
