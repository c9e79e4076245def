import { createColumnHelper } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { EmptyState } from '@/client/components/empty-state';
import { TableShell } from '@/client/components/table-shell';
import type { Schemas } from '@/shared/api/types';
import { hrefFor } from '@/shared/routes';
import { SeverityBadge } from './severity-badge';
import type { QualityWords } from '../../quality-words';

type Area = Schemas['QualityArea'];
type Place = Area['places'][number];

const column = createColumnHelper<Place>();

/** Where a place opens: a province or district its own ranking, a palika its period's page. */
function placeHref(place: Place, area: Area, words: QualityWords) {
  const { fiscalYear, period } = area;
  if (place.level === 'palika')
    return hrefFor('reportPeriod', words.locale, {
      palikaId: String(place.id),
      fiscalYear: String(fiscalYear),
      period: String(period),
    });
  return hrefFor('dataQuality', words.locale, undefined, {
    fiscalYear,
    period,
    [place.level === 'province' ? 'provinceId' : 'districtId']: place.id,
  });
}

/**
 * The places one level down, ranked by what looks wrong in them (errors, then warnings, then
 * outliers, as the server ranks them): each with its counts and the rules broken in it, opening
 * its own ranking or, for a palika, its period's page.
 */
export function QualityTable({ area, words }: { area: Area; words: QualityWords }) {
  const level = area.places[0]?.level ?? 'palika';
  const count = (key: 'palikas' | 'errors' | 'warnings' | 'outliers') =>
    column.display({
      id: key,
      header: () => words.t(`quality.area.${key}`),
      cell: ({ row }) => words.number(row.original[key]),
    });
  const columns = [
    column.display({
      id: 'rank',
      header: () => words.t('quality.area.rank'),
      cell: ({ row }) => words.number(row.index + 1),
    }),
    column.display({
      id: 'place',
      header: () => words.t(`reporting.board.level.${level}`),
      cell: ({ row }) => (
        <Link
          href={placeHref(row.original, area, words)}
          className="inline-block min-h-6 font-semibold underline"
        >
          {words.locale === 'np' ? row.original.nameNe : row.original.nameEn}
        </Link>
      ),
    }),
    count('palikas'),
    count('errors'),
    count('warnings'),
    count('outliers'),
    column.display({
      id: 'rules',
      header: () => words.t('quality.area.rules'),
      cell: ({ row }) =>
        row.original.rules.length === 0 ? (
          <FormattedMessage id="quality.area.noRules" />
        ) : (
          <ul className="flex min-w-48 flex-col gap-1">
            {row.original.rules.map((rule) => (
              <li key={rule.rule} className="flex flex-wrap items-center gap-1">
                <SeverityBadge severity={rule.severity} words={words} />
                <span>
                  <FormattedMessage
                    id="quality.area.rule"
                    values={{ rule: words.ruleName(rule.rule), palikas: rule.palikas }}
                  />
                </span>
              </li>
            ))}
          </ul>
        ),
    }),
  ];
  return (
    <TableShell
      caption={words.t('quality.area.caption', {
        period: words.period(area.fiscalYear, area.period),
      })}
      columns={columns}
      rows={area.places}
      rowId={(place) => `${place.level}-${place.id}`}
      empty={
        <EmptyState
          title={<FormattedMessage id="quality.area.empty.title" />}
          message={<FormattedMessage id="quality.area.empty.message" />}
        />
      }
    />
  );
}
