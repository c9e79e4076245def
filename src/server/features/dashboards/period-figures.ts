import { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import {
  type Measure,
  PERSON_MEASURES,
  PROGRAMME_MEASURES,
  REACH_MEASURES,
  SERVICE_MEASURES,
} from '@/shared/dashboards/figures';
import type { MeasureKind } from '@/shared/dashboards/measures';
import { type Period, totalsQuery } from './figure-query';
import { dashboardView } from './view';

const KINDS: [MeasureKind, readonly Measure[]][] = [
  ['person', PERSON_MEASURES],
  ['service', SERVICE_MEASURES],
  ['reach', REACH_MEASURES],
  ['programme', PROGRAMME_MEASURES],
];

/**
 * Every dashboard figure of one palika for one four-month period, as its dashboard shows it (a
 * report's digest and its live figures, issue 39): one read per kind of measure, through the
 * caller's scope.
 */
export async function palikaPeriodFigures(
  db: Queryable,
  tenant: TenantScope,
  { palikaId, fiscalYear, period }: { palikaId: number; fiscalYear: number; period: 1 | 2 | 3 },
): Promise<Record<Measure, number>> {
  const view = dashboardView({ fiscalYear, trimester: period, palikaId }, tenant);
  const at: Period = { fiscalYear, trimester: period };
  const figures: Partial<Record<Measure, number>> = {};
  for (const [kind, measures] of KINDS) {
    const items = measures.map((measure) => ({ measure, period: at }));
    const [row] = await db.query<Record<string, string | number>>(
      totalsQuery(view, tenant, { kind, items }),
    );
    measures.forEach((measure, i) => (figures[measure] = Number(row?.[`v${i}`] ?? 0)));
  }
  return figures as Record<Measure, number>;
}

/** The whole country's reader: a district's statistics compare every palika of it (decision 0049). */
const WHOLE = new TenantScope(
  {
    national: true,
    provinceIds: [],
    districtIds: [],
    palikaIds: [],
    reachProvinceIds: [],
    reachDistrictIds: [],
  },
  { userId: '00000000-0000-0000-0000-000000000000', viaGroupId: null, role: 'SUPER_ADMIN' },
);

export interface PeriodFigure {
  measure: Measure;
  fiscalYear: number;
  period: 1 | 2 | 3;
}

/**
 * The figures asked for every palika of a district, each for its own period, as the dashboards
 * count them (their palika cells): one read per kind of measure. Every palika of the district is
 * read, whoever asks: data quality compares a palika with the others and shows only their median
 * (decision 0049); the caller picks out the palikas it may show.
 */
export async function districtPalikaFigures(
  db: Queryable,
  districtId: number,
  items: readonly PeriodFigure[],
): Promise<Map<number, number[]>> {
  const view = dashboardView({ fiscalYear: items[0]?.fiscalYear, districtId }, WHOLE);
  const byPalika = new Map<number, number[]>();
  for (const [kind, measures] of KINDS) {
    const asked = items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => measures.includes(item.measure));
    if (!asked.length) continue;
    const rows = await db.query<Record<string, string | number>>(
      totalsQuery(view, WHOLE, {
        kind,
        byPlace: true,
        items: asked.map(({ item }) => ({
          measure: item.measure,
          period: { fiscalYear: item.fiscalYear, trimester: item.period },
        })),
      }),
    );
    for (const row of rows) {
      const palikaId = Number(row.key);
      const values = byPalika.get(palikaId) ?? items.map(() => 0);
      asked.forEach(({ index }, i) => (values[index] = Number(row[`v${i}`] ?? 0)));
      byPalika.set(palikaId, values);
    }
  }
  return byPalika;
}
