import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoReports } from '@/server/seed/synthetic/reports';
import { todayIso } from '@/shared/calendar/today';
import { currentFiscalYear } from '@/shared/fiscal-year';
import { periodBefore, reportPeriodOf } from '@/shared/reporting/periods';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/** The demo holds the reporting cycle in every state (issue 39 §4). */
let t: TestApp;
const current = currentFiscalYear();
const read = async (who: string, url: string) =>
  (await call(t.app, { url, token: (await login(t.app, who)).token })).body;

beforeAll(async () => {
  t = await startTestApp();
  expect(await writeDemoReports(t.db)).toBeGreaterThan(700);
  expect(await writeDemoReports(t.db)).toBe(0);
}, 120_000);
afterAll(() => t.close());

describe(`the demo's reports (${DATABASE_KIND})`, () => {
  it("has Koshi's last two years mostly approved or accepted, a few late, one returned with its reason", async () => {
    for (const fy of [current - 2, current - 1]) {
      const { items } = await read('province', `/api/reports?fiscalYear=${fy}`);
      const final = items.filter((r: { state: string }) =>
        ['approved', 'accepted'].includes(r.state),
      );
      expect(final.length / items.length).toBeGreaterThan(0.8);
      expect(items.filter((r: { late: boolean }) => r.late).length).toBeGreaterThan(3);
      expect(items.filter((r: { late: boolean }) => r.late).length).toBeLessThan(items.length / 5);
    }
    const returned = await read('palika2', `/api/reports/${SUNDARHARAICHA}/${current - 1}/3`);
    expect(returned).toMatchObject({ state: 'open', returned: true, movesAllowed: ['submit'] });
    expect(returned.history.at(-1)).toMatchObject({
      move: 'return',
      movedBy: { name: 'Bikash Limbu' },
      reason: expect.stringMatching(/ward 4/),
    });
  });

  it("has Biratnagar's current period open and its last one submitted, waiting for the district", async () => {
    const now = reportPeriodOf(todayIso())!;
    const last = periodBefore(now);
    const waiting = await read(
      'district',
      `/api/reports/${BIRATNAGAR}/${last.fiscalYear}/${last.period}`,
    );
    expect(waiting).toMatchObject({ state: 'submitted', movesAllowed: ['return', 'approve'] });
    expect(waiting.history[0].movedBy.name).toBe('Sarita Shrestha');
    const open = await read('palika', `/api/reports/${BIRATNAGAR}/${now.fiscalYear}/${now.period}`);
    expect(open).toMatchObject({ state: 'open', version: 0, movesAllowed: ['submit'] });
  });
});
