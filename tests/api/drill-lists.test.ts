import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '@/server/seed/synthetic/generator';
import type { Breakdown, Measure } from '@/shared/dashboards/figures';
import {
  type DashboardQuery,
  allowedBreakdowns,
  drillOf,
  narrowingOf,
} from '@/shared/dashboards/measures';
import { ACTIVITY_VALUE_RECORDS, PROFILE_RECORDS, SERVICE_RECORDS } from '@/shared/record-kinds';
import {
  DATABASE_KIND,
  type TestApp,
  getOk,
  login,
  searchOf,
  startTestApp,
} from './support/test-app';

/**
 * A figure and the list behind it (the measure registry's drill, as a dashboard links to it) count
 * the same records: a person counted by a dashboard is a row of the list it opens, and no more.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let morang = 0;

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'district', 'palika'])
    tokens[user] = (await login(t.app, user)).token;
  await generate(t.db, 'sample', () => {});
  const [row] = await t.db.query<{ id: number }>(
    `SELECT id FROM districts WHERE name_en = 'Morang'`,
  );
  morang = row.id;
}, 120_000);
afterAll(() => t.close());

const get = (url: string, token: string) => getOk(t.app, url, token);

const LIST_BASE = {
  pwdProfileList: PROFILE_RECORDS.base,
  providedServiceView: SERVICE_RECORDS.base,
  activityAttributesView: ACTIVITY_VALUE_RECORDS.base,
} as const;

/** What the list behind a figure shows: its count of rows, or the sum the figure adds up over them. */
async function listed(measure: Measure, query: DashboardQuery, token: string, narrowing = {}) {
  const drill = drillOf(measure, query, narrowing);
  const base = LIST_BASE[drill.route as keyof typeof LIST_BASE];
  const list = await get(`${base}?${searchOf({ ...drill.query, pageSize: 1 })}`, token);
  if (measure === 'achievedOutput') return list.totals.achievedOutput;
  if (measure === 'expenditure') return list.totals.expenditureNpr;
  if (measure === 'activityParticipants')
    return (
      list.totals.participantsMale + list.totals.participantsFemale + list.totals.participantsOther
    );
  if (measure === 'cost') return list.totals.costNpr;
  if (measure === 'participants') return list.totals.participants;
  return list.total;
}

const VIEWS = (): DashboardQuery[] => [
  { fiscalYear: 2082 },
  { fiscalYear: 2082, trimester: 2, gender: 'female' },
  { fiscalYear: 2083, disabilityType: 'physical', ageBand: '18-59' },
  { fiscalYear: 2082, districtId: morang, severityClass: 'B' },
];
const TOTALS: Measure[] = [
  'registered',
  'registrations',
  'active',
  'withCard',
  'personsServed',
  'services',
  'cost',
  'groupServices',
  'participants',
];
/** A breakdown whose total is the figure for the view's own period (by period or year it is the whole year's). */
const totalBy = (measure: Measure): Breakdown =>
  allowedBreakdowns(measure).includes('month') ? 'month' : 'component';
const BARS: [Measure, Breakdown][] = [
  ['services', 'component'],
  ['services', 'category'],
  ['services', 'provider'],
  ['services', 'device'],
  ['services', 'referral'],
  ['cost', 'funding'],
  ['personsServed', 'component'],
  ['personsServed', 'element'],
];

describe(`the list behind a figure (${DATABASE_KIND})`, () => {
  it('counts what the figure counts, for every measure, user and view', async () => {
    let compared = 0;
    for (const user of ['admin', 'district', 'palika'])
      for (const query of VIEWS()) {
        const token = tokens[user];
        for (const measure of TOTALS) {
          const figure = await get(
            `/api/dashboards/figures?${searchOf({ ...query, measure, by: totalBy(measure) })}`,
            token,
          );
          const label = `${user} ${JSON.stringify(query)} ${measure}`;
          expect([label, await listed(measure, query, token)]).toEqual([label, figure.total]);
          compared++;
        }
      }
    expect(compared).toBe(3 * 4 * TOTALS.length);
  }, 300_000);

  it('opens, from each bar of a facet, exactly the records of the bar', async () => {
    let bars = 0;
    for (const user of ['admin', 'palika'])
      for (const query of VIEWS().slice(0, 2)) {
        const token = tokens[user];
        for (const [measure, by] of BARS) {
          const figure = await get(
            `/api/dashboards/figures?${searchOf({ ...query, measure, by })}`,
            token,
          );
          for (const row of figure.rows as { key: string; value: number }[]) {
            const narrowing = narrowingOf(by, row.key);
            const label = `${user} ${JSON.stringify(query)} ${measure} by ${by} = ${row.key}`;
            expect([label, Boolean(narrowing)]).toEqual([label, true]);
            expect([label, await listed(measure, query, token, narrowing)]).toEqual([
              label,
              row.value,
            ]);
            bars++;
          }
        }
      }
    // The sample has services of every facet for both users: the loop did compare bars.
    expect(bars).toBeGreaterThan(40);
  }, 300_000);

  it('opens, from the programme’s output, expenditure and participants, the recorded values they add up', async () => {
    const views: DashboardQuery[] = [
      { fiscalYear: 2082 },
      { fiscalYear: 2082, trimester: 3, districtId: morang },
      { fiscalYear: 2081, palikaId: 60 },
    ];
    for (const user of ['admin', 'district', 'palika'])
      for (const query of views)
        for (const measure of ['achievedOutput', 'expenditure', 'activityParticipants'] as const) {
          const token = tokens[user];
          const figure = await get(
            `/api/dashboards/figures?${searchOf({ ...query, measure, by: 'period' })}`,
            token,
          );
          const label = `${user} ${JSON.stringify(query)} ${measure}`;
          const total = query.trimester
            ? figure.rows.find((row: { key: string }) => row.key === String(query.trimester))?.value
            : figure.total;
          expect(total, label).toBeGreaterThan(0);
          expect([label, await listed(measure, query, token)]).toEqual([label, total]);
        }
  }, 300_000);
});
