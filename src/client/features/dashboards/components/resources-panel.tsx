import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ExportButton } from '@/client/components/export-button';
import { useLocale } from '@/client/lib/use-locale';
import { useOverflowsSideways } from '@/client/lib/use-overflows-sideways';
import type { Schemas } from '@/shared/api/types';
import { formatNumber, shareOf } from '@/shared/format/number';
import { hrefFor } from '@/shared/routes';
import { Panel } from './panel';
import { TileStatus } from './tile-status';

type Resources = Schemas['DashboardResources'];
type Figures = Resources['total'];
export type ResourceRow = Resources['rows'][number];

/** The columns, in order: each a figure of a place (null shows as "—", never as zero). */
const COLUMNS: [id: string, value: (f: Figures) => number | null, decimal?: true][] = [
  ['wards', (f) => f.wards],
  ['fchvs', (f) => f.fchvs],
  ['fchvsPerWard', (f) => (f.wards ? f.fchvs / f.wards : null), true],
  ['schools', (f) => f.schools],
  ['schoolsWithResourceClass', (f) => f.schoolsWithResourceClass],
  ['facilities', (f) => f.facilities],
  ['facilitiesOfferingRehab', (f) => f.facilitiesOfferingRehab],
  ['censusCount', (f) => f.censusCount],
  ['registeredWhereCensus', (f) => (f.censusCount === null ? null : f.registeredWhereCensus)],
  ['identified', (f) => identifiedOf(f) ?? null, true],
];

/** Persons registered per hundred the census counted, where the count is known. */
export const identifiedOf = (f: Figures) =>
  f.censusCount === null ? undefined : shareOf(f.registeredWhereCensus, f.censusCount);

/** What the census is counted by: palikas, or wards below a palika. */
export const censusUnit = (intl: IntlShape, level: Resources['level']) =>
  intl.formatMessage({ id: `dashboard.resources.unit.${level === 'ward' ? 'ward' : 'palika'}` });

export interface ResourcesPanelProps {
  resources?: Resources;
  failed?: boolean;
  onSelect: (row: ResourceRow) => void;
}

/**
 * What the places one level down have for CBR (FCHVs per ward, schools with a resource class,
 * facilities offering rehabilitation) and their census count of persons with disabilities from
 * their ward and palika profiles, against the persons registered there.
 */
export function ResourcesPanel({ resources, failed, onSelect }: ResourcesPanelProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [overflows, watchWidth] = useOverflowsSideways();
  const level = resources?.level ?? 'province';
  const nameOf = (row: ResourceRow) => (locale === 'np' ? row.nameNe : row.nameEn);
  const shown = (value: number | null, decimal?: true) =>
    value === null
      ? '—'
      : formatNumber(value, locale, decimal ? { maximumFractionDigits: 1 } : undefined);
  const header = [
    t(`dashboard.level.${level}`),
    ...COLUMNS.map(([id]) => t(`dashboard.resources.${id}`)),
  ];
  const title = t('dashboard.resources.title', { level: t(`dashboard.level.${level}`) });
  return (
    // min-w-0: the dashboard's grid keeps its width on a phone; the table scrolls inside the panel.
    <Panel className="flex min-w-0 flex-col gap-3 p-4" aria-labelledby="resources-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="resources-heading" className="font-semibold text-gray-900">
            {title}
          </h3>
          <p className="text-xs text-gray-700">
            {resources
              ? t('dashboard.resources.note', {
                  known: formatNumber(resources.total.censusKnown, locale),
                  places: formatNumber(resources.total.censusPlaces, locale),
                  unit: censusUnit(intl, level),
                })
              : null}
          </p>
        </div>
        {resources && resources.rows.length > 0 && (
          <ExportButton
            fileName={`resources-${level}`}
            header={header}
            loadChunk={async () => ({
              rows: resources.rows.map((r) => [nameOf(r), ...COLUMNS.map(([, v]) => v(r))]),
              total: resources.rows.length,
              next: null,
            })}
          />
        )}
      </div>
      <TileStatus failed={failed} loaded={Boolean(resources)} height="h-40" />
      {resources && (
        // A Tab stop when it scrolls (wider than a phone), as the places table.
        <div
          ref={watchWidth}
          className="max-h-[28rem] overflow-auto"
          // Named apart from the panel (two landmarks of one name are one too many).
          {...(overflows && {
            tabIndex: 0,
            role: 'region',
            'aria-label': t('dashboard.resources.table', { level: t(`dashboard.level.${level}`) }),
          })}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-gray-300 text-left">
                {header.map((label, i) => (
                  <th key={label} scope="col" className={`py-1 px-2 ${i ? 'text-right' : ''}`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {resources.rows.map((row) => (
                <tr key={row.id} className="border-b border-gray-100">
                  <th scope="row" className="py-1 px-2 text-left font-normal">
                    {/* Each a 24 px target at least (WCAG 2.5.8), the place and its profile apart. */}
                    <button
                      type="button"
                      className="inline-flex min-h-6 items-center text-left text-primary underline hover:text-secondary"
                      onClick={() => onSelect(row)}
                    >
                      {nameOf(row)}
                    </button>
                    {row.profileId && (
                      <Link
                        className="ml-2 inline-flex min-h-6 items-center text-xs text-primary underline print:hidden"
                        aria-label={t('dashboard.resources.openProfile', { name: nameOf(row) })}
                        href={hrefFor(
                          level === 'ward' ? 'wardProfile' : 'actualPalikaProfile',
                          locale,
                          {},
                          { open: row.profileId },
                        )}
                      >
                        <FormattedMessage id="dashboard.resources.profile" />
                      </Link>
                    )}
                  </th>
                  {COLUMNS.map(([id, value, decimal]) => (
                    <td key={id} className="py-1 px-2 text-right tabular-nums">
                      {shown(value(row), decimal)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-gray-300 font-semibold">
                <th scope="row" className="py-1 px-2 text-left">
                  <FormattedMessage id="dashboard.resources.total" />
                </th>
                {COLUMNS.map(([id, value, decimal]) => (
                  <td key={id} className="py-1 px-2 text-right tabular-nums">
                    {shown(value(resources.total), decimal)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Panel>
  );
}
