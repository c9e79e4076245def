import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '@/server/seed/synthetic/generator';
import { writeDemoQualityProblems } from '@/server/seed/synthetic/quality-problems';
import { todayIso } from '@/shared/calendar/today';
import { lastEndedPeriod } from '@/shared/reporting/periods';
import { BIRATNAGAR } from './support/profiles';
import { palikasOf } from './support/reports';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/** The demo's data-quality problems (issue 40 §4): each kind of flag is seen on `npm start`. */
let t: TestApp;
let token: string;
const last = lastEndedPeriod(todayIso());
const read = async (url: string) => {
  const result = await call(t.app, { url, token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};

beforeAll(async () => {
  t = await startTestApp();
  await generate(t.db, 'demo', () => undefined);
  await writeDemoQualityProblems(t.db);
  token = (await login(t.app, 'district')).token;
}, 600_000);
afterAll(() => t.close());

describe(`the demo's data-quality problems (${DATABASE_KIND})`, () => {
  it("shows Biratnagar's jump, a service before registration and a red card screened with no difficulty", async () => {
    const body = await read(`/api/reports/${BIRATNAGAR}/${last.fiscalYear}/${last.period}/quality`);
    expect(body.violations.map((v: { rule: string }) => v.rule)).toEqual(
      expect.arrayContaining(['serviceAfterRegistration', 'severeCardScreened']),
    );
    expect(body.outliers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ measure: 'registrations', test: 'band', direction: 'above' }),
      ]),
    );
  });

  it('shows more cards than persons registered in a Morang palika, and ranks the district', async () => {
    const morang = await palikasOf(t.db, 'Morang');
    const area = await read(
      `/api/data-quality?fiscalYear=${last.fiscalYear}&period=${last.period}`,
    );
    expect(area.places).toHaveLength(morang.length);
    const carded = area.places.find((p: { rules: { rule: string }[] }) =>
      p.rules.some((r) => r.rule === 'cardsWithinRegistered'),
    );
    expect(carded).toMatchObject({ errors: expect.any(Number) });
    expect(area.places[0].errors).toBeGreaterThan(0);
  });
});
