import { expect } from 'vitest';
import type { Database } from '@/server/db/database';
import { LIST_CELLS } from '@/server/domain/service-list-cells';
import { refillCells } from '@/server/features/dashboards/cells-maintenance';
import { PERSON_CELLS, REACH_CELLS, SERVICE_CELLS } from '@/server/features/dashboards/cells-sql';
import { FISCAL_YEAR_SERIES } from '@/shared/dashboards/figures';
import { DISABILITY_TYPES } from '@/shared/pwd/enums';
import { asMap, byRoot, distinctPersons, fiscalMonthOf } from './dashboard-counting';
import {
  type Filters,
  conditions,
  expectedPersons,
  expectedReporting,
  expectedServed,
  expectedServices,
  previousOf,
  rangeOf,
} from './dashboard-oracle';
import { type TestApp, call } from './test-app';

export interface DashboardContext {
  t: TestApp;
  tokens: Record<string, string>;
  rootOf: Map<number, number>;
}

let current: DashboardContext | undefined;
/** The running suite's app, tokens and category roots, set by its beforeAll. */
export function useDashboardContext(context: DashboardContext): void {
  current = context;
}
const ctx = (): DashboardContext => current!;

export const queryOf = (f: Filters, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    ...Object.fromEntries(
      Object.entries(f)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ),
    ...extra,
  }).toString();
export const get = async (url: string, token: string) => {
  const result = await call(ctx().t.app, { url, token });
  expect([url, result.status]).toEqual([url, 200]);
  return result.body;
};

export async function checkEverything(user: string, f: Filters) {
  const token = ctx().tokens[user];
  const scope = await get('/api/geography/scope', token);
  const label = `${user} ${JSON.stringify(f)}`;
  const summary = await get(`/api/dashboards/summary?${queryOf(f)}`, token);
  const previous = previousOf(f);
  for (const kind of ['registered', 'registrations', 'active', 'withCard'] as const) {
    expect([label, kind, summary[kind]]).toEqual([
      label,
      kind,
      {
        value: await expectedPersons(ctx().t.db, f, scope, kind),
        previous: await expectedPersons(ctx().t.db, previous, scope, kind),
      },
    ]);
  }
  expect([label, summary.palikasReporting]).toEqual([
    label,
    {
      ...(await expectedReporting(ctx().t.db, f, scope)),
      previous: (await expectedReporting(ctx().t.db, previous, scope)).value,
    },
  ]);
  const services = await expectedServices(ctx().t.db, f, scope);
  const served = await expectedServed(ctx().t.db, f, scope);
  expect([label, summary.services.value, summary.personsServed.value]).toEqual([
    label,
    services.length,
    distinctPersons(served),
  ]);
  expect([label, summary.services.previous]).toEqual([
    label,
    (await expectedServices(ctx().t.db, previous, scope)).length,
  ]);
  expect([label, summary.personsServed.previous]).toEqual([
    label,
    distinctPersons(await expectedServed(ctx().t.db, previous, scope)),
  ]);

  const byComponent = await get(
    `/api/dashboards/figures?${queryOf(f, { measure: 'services', by: 'component' })}`,
    token,
  );
  expect([label, asMap(byComponent.rows), byComponent.total]).toEqual([
    label,
    byRoot(services, ctx().rootOf, (g) => g.length),
    services.length,
  ]);
  const servedByComponent = await get(
    `/api/dashboards/figures?${queryOf(f, { measure: 'personsServed', by: 'component' })}`,
    token,
  );
  expect([label, asMap(servedByComponent.rows)]).toEqual([
    label,
    byRoot(served, ctx().rootOf, distinctPersons),
  ]);

  // Services by component and fiscal month, counted here through the shared BS calendar.
  const byComponentAndMonth: Record<string, number> = {};
  for (const service of services) {
    const key = `${fiscalMonthOf(service.d)} ${ctx().rootOf.get(service.category_id)}`;
    byComponentAndMonth[key] = (byComponentAndMonth[key] ?? 0) + 1;
  }
  const split = await get(
    `/api/dashboards/figures?${queryOf(f, { measure: 'services', by: 'month', split: 'component' })}`,
    token,
  );
  expect([
    label,
    Object.fromEntries(
      split.rows.map((r: { key: string; series: string; value: number }) => [
        `${r.key} ${r.series}`,
        r.value,
      ]),
    ),
  ]).toEqual([label, byComponentAndMonth]);

  // Group participants by their own sex (a person filter leaves no group service: they have no person).
  if (!f.disabilityType && !f.severityClass && !f.gender && !f.ageBand) {
    const sexParams: unknown[] = [];
    const [sums] = await ctx().t.db.query<Record<'male' | 'female' | 'other', number>>(
      `SELECT coalesce(sum(s.participants_male), 0)::int AS male, coalesce(sum(s.participants_female), 0)::int AS female, coalesce(sum(s.participants_other), 0)::int AS other
         FROM service_records s WHERE ${conditions(f, scope, 's', sexParams)} AND s.service_date >= '${rangeOf(f.fiscalYear, f.trimester).from}' AND s.service_date < '${rangeOf(f.fiscalYear, f.trimester).until}'`,
      sexParams,
    );
    const participants = await get(
      `/api/dashboards/figures?${queryOf(f, { measure: 'participants', by: 'gender' })}`,
      token,
    );
    expect([label, asMap(participants.rows)]).toEqual([
      label,
      Object.fromEntries(Object.entries(sums).filter(([, n]) => n > 0)),
    ]);
  }

  const byType = await get(
    `/api/dashboards/figures?${queryOf(f, { measure: 'registered', by: 'disabilityType' })}`,
    token,
  );
  const types = f.disabilityType ? [f.disabilityType] : DISABILITY_TYPES;
  const expectedTypes: Record<string, number> = {};
  for (const type of types) {
    const n = await expectedPersons(
      ctx().t.db,
      { ...f, disabilityType: type },
      scope,
      'registered',
    );
    if (n) expectedTypes[type] = n;
  }
  expect([label, asMap(byType.rows), byType.total]).toEqual([
    label,
    expectedTypes,
    await expectedPersons(ctx().t.db, f, scope, 'registered'),
  ]);

  // Registrations by fiscal month (1 = Shrawan), through the shared BS calendar.
  const params: unknown[] = [];
  const { from, until } = rangeOf(f.fiscalYear, f.trimester);
  const dates = await ctx().t.db.query<{ d: string }>(
    `SELECT to_char(p.registration_date, 'YYYY-MM-DD') AS d FROM pwd_persons p WHERE ${conditions(f, scope, 'p', params)} AND p.registration_date >= '${from}' AND p.registration_date < '${until}'`,
    params,
  );
  const months: Record<string, number> = {};
  for (const { d } of dates) {
    const month = fiscalMonthOf(d);
    months[month] = (months[month] ?? 0) + 1;
  }
  expect([
    label,
    asMap(
      (
        await get(
          `/api/dashboards/figures?${queryOf(f, { measure: 'registrations', by: 'month' })}`,
          token,
        )
      ).rows,
    ),
  ]).toEqual([label, months]);

  // The last five fiscal years, whole years whatever the period asked (years without any left out).
  const years = Array.from(
    { length: FISCAL_YEAR_SERIES },
    (_, i) => f.fiscalYear - FISCAL_YEAR_SERIES + 1 + i,
  );
  const yearly = async (count: (year: Filters) => Promise<number>) =>
    Object.fromEntries(
      (
        await Promise.all(
          years.map(
            async (y) =>
              [String(y), await count({ ...f, fiscalYear: y, trimester: undefined })] as const,
          ),
        )
      ).filter(([, n]) => n > 0),
    );
  const servicesByYear = await get(
    `/api/dashboards/figures?${queryOf(f, { measure: 'services', by: 'fiscalYear' })}`,
    token,
  );
  expect([label, asMap(servicesByYear.rows)]).toEqual([
    label,
    await yearly(async (y) => (await expectedServices(ctx().t.db, y, scope)).length),
  ]);
  const registrationsByYear = await get(
    `/api/dashboards/figures?${queryOf(f, { measure: 'registrations', by: 'fiscalYear' })}`,
    token,
  );
  expect([label, asMap(registrationsByYear.rows)]).toEqual([
    label,
    await yearly((y) => expectedPersons(ctx().t.db, y, scope, 'registrations')),
  ]);

  const places = await get(`/api/dashboards/places?${queryOf(f)}`, token);
  const placeTotals = places.rows.reduce(
    (
      sum: { services: number; registered: number },
      row: { services: number; registered: number },
    ) => ({ services: sum.services + row.services, registered: sum.registered + row.registered }),
    { services: 0, registered: 0 },
  );
  expect([label, placeTotals]).toEqual([
    label,
    {
      services: services.length,
      registered: await expectedPersons(ctx().t.db, f, scope, 'registered'),
    },
  ]);
}

/**
 * Every cell the triggers kept, at every level and of every kind (the unfiltered view, every
 * combination of person dimensions), and the service list's, against a complete refill from the
 * rows: the cells that differ.
 */
export async function cellsUnlikeARefill(db: Database = ctx().t.db): Promise<[string, number][]> {
  const tables = [PERSON_CELLS, SERVICE_CELLS, REACH_CELLS];
  const nonZero = ({ table, measures }: (typeof tables)[number]) =>
    `SELECT * FROM ${table} WHERE ${measures.map((m) => `${m} <> 0`).join(' OR ')}`;
  return db.transaction(async (tx) => {
    for (const cells of tables)
      await tx.query(`CREATE TEMP TABLE kept_${cells.table} ON COMMIT DROP AS ${nonZero(cells)}`);
    await tx.query(
      `CREATE TEMP TABLE kept_list ON COMMIT DROP AS SELECT * FROM ${LIST_CELLS} WHERE services <> 0 OR quantity <> 0 OR cost <> 0 OR participants <> 0`,
    );
    for (const statement of refillCells()) await tx.query(statement);
    const differing: [string, number][] = [];
    for (const cells of tables) {
      const kept = `SELECT * FROM kept_${cells.table}`;
      const [{ n }] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ((${nonZero(cells)} EXCEPT ${kept}) UNION ALL (${kept} EXCEPT ${nonZero(cells)})) d`,
      );
      const [{ levels }] = await tx.query<{ levels: number }>(
        `SELECT count(DISTINCT (level, age_band = '*'))::int AS levels FROM kept_${cells.table}`,
      );
      // Cells at all five levels, the nation's and provinces' of both kinds: seven kinds of cell were compared.
      expect([cells.table, levels]).toEqual([cells.table, 7]);
      differing.push([cells.table, n]);
    }
    // The service list's cells (decision 0034): by palika and person, no levels.
    const listed = `SELECT * FROM ${LIST_CELLS} WHERE services <> 0 OR quantity <> 0 OR cost <> 0 OR participants <> 0`;
    const [{ n }] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ((${listed} EXCEPT SELECT * FROM kept_list) UNION ALL (SELECT * FROM kept_list EXCEPT ${listed})) d`,
    );
    differing.push([LIST_CELLS, n]);
    return differing;
  });
}
