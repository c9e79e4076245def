import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerDemoData } from '@/server/seed/demo-data';
import { BIRATNAGAR, validProfile } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * The demo data set is offered once per database: DEMO_DATA=none, a database that already holds
 * persons, and every later start load nothing. (The load itself is the first start of the
 * journeys' server: tests/e2e/demo.spec.ts.)
 */
let t: TestApp;
const state = async () =>
  (await t.db.query<{ value: string }>("SELECT value FROM app_state WHERE key = 'demo-data'"))[0]
    ?.value;
const persons = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pwd_persons'))[0].n;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe(`the demo data set (${DATABASE_KIND})`, () => {
  it('with DEMO_DATA=none loads nothing, and a later start with the default does not load it either', async () => {
    const printed: string[] = [];
    await offerDemoData(t.db, 'none', (line) => printed.push(line));
    expect([await state(), await persons(), printed]).toEqual(['none', 0, []]);
    await offerDemoData(t.db, 'demo', (line) => printed.push(line));
    expect([await state(), await persons(), printed]).toEqual(['none', 0, []]);
  });

  it('is never loaded into a database that already holds persons', async () => {
    await t.db.query("DELETE FROM app_state WHERE key = 'demo-data'");
    const { token } = await login(t.app, 'palika');
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/pwd/profiles',
          token,
          body: validProfile({ palikaId: BIRATNAGAR, wardNo: 1 }),
        })
      ).status,
    ).toBe(200);
    await offerDemoData(t.db, 'demo', () => undefined);
    expect(await state()).toMatch(/^skipped/);
    expect(await persons()).toBe(1);
  });
});
