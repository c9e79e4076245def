import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validActivity } from './support/activities';
import { validValue } from './support/activity-values';
import { type ReportKey, setReportState } from './support/period-lock';
import { BIRATNAGAR, validProfile } from './support/profiles';
import { validService } from './support/services';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * Issue 39 §2: a list says which of its rows count in a locked period before one is opened. Each
 * listed record of a kind that counts in periods answers with `periodLock` (the period, its state,
 * who moved it there and when) when one of its periods is submitted, approved or accepted, and
 * without it while all are open, with the meaning the write gate gives "counts in".
 */
const LOCKED: ReportKey = { palikaId: BIRATNAGAR, fiscalYear: 2083, period: 1 };

let t: TestApp;
let token: string;
type Made = { _id: string };
const made = async (url: string, body: Record<string, unknown>): Promise<Made> => {
  const answer = await call(t.app, { method: 'POST', url, token, body });
  expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as Made;
};
/** Each listed record's lock by its id (null: none). */
const locksOf = async (url: string) => {
  const answer = await call(t.app, { url, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Object.fromEntries(
    (answer.body.items as { _id: string; periodLock?: unknown }[]).map((item) => [
      item._id,
      item.periodLock ?? null,
    ]),
  );
};
const lock = (partial = false) => ({
  ...LOCKED,
  state: 'approved',
  movedBy: 'Bikash Limbu',
  movedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  partial,
});

const rows: Record<string, Made> = {};

beforeAll(async () => {
  t = await startTestApp();
  token = (await login(t.app, 'palika')).token;
  const catalogue = await call(t.app, { url: '/api/services/catalogue', token });
  const categoryId = catalogue.body.categories.find(
    (c: { code: string }) => c.code === 'HEALTH.REHAB.PHYSIO',
  ).id;
  // Of the first four months of 2083/84, and of the second (still open).
  rows.person = await made('/api/pwd/profiles', validProfile());
  rows.later = await made('/api/pwd/profiles', validProfile({ registrationDate: '2026-11-20' }));
  rows.service = await made('/api/services/records', validService(rows.person._id, categoryId));
  rows.laterService = await made(
    '/api/services/records',
    validService(rows.later._id, categoryId, { serviceDate: '2026-11-21' }),
  );
  rows.activity = await made('/api/programme/activities', validActivity(BIRATNAGAR));
  rows.undated = await made(
    '/api/programme/activities',
    validActivity(BIRATNAGAR, {
      plannedStart: null,
      plannedEnd: null,
      plannedOutputT1: null,
      plannedOutputT2: null,
    }),
  );
  rows.value = await made('/api/programme/values', validValue(BIRATNAGAR, rows.activity._id));
  rows.laterValue = await made(
    '/api/programme/values',
    validValue(BIRATNAGAR, rows.activity._id, { recordDate: '2026-11-22' }),
  );
}, 120_000);
afterAll(() => t.close());

describe(`a list's rows say the locked period they count in (${DATABASE_KIND})`, () => {
  const lists = {
    services: `/api/services/records?palikaId=${BIRATNAGAR}&pageSize=100`,
    persons: `/api/pwd/profiles?palikaId=${BIRATNAGAR}&pageSize=100`,
    activities: `/api/programme/activities?palikaId=${BIRATNAGAR}&fiscalYear=2083&pageSize=100`,
    values: `/api/programme/values?palikaId=${BIRATNAGAR}&pageSize=100`,
  };

  it('answers no lock while every period is open', async () => {
    for (const url of Object.values(lists))
      expect(Object.values(await locksOf(url)).filter(Boolean), url).toEqual([]);
  });

  it('marks the rows of an approved period, and only those', async () => {
    await setReportState(t.db, LOCKED, 'approved');
    const services = await locksOf(lists.services);
    expect(services[rows.service._id]).toEqual(lock());
    expect(services[rows.laterService._id]).toBeNull();
    const persons = await locksOf(lists.persons);
    // A person: only the fields the figures read are locked (decision 0046).
    expect(persons[rows.person._id]).toEqual(lock(true));
    // Served in the open period only, registered after the locked one: open.
    expect(persons[rows.later._id]).toBeNull();
    const activities = await locksOf(lists.activities);
    expect(activities[rows.activity._id]).toEqual(lock());
    expect(activities[rows.undated._id]).toBeNull();
    const values = await locksOf(lists.values);
    expect(values[rows.value._id]).toEqual(lock());
    expect(values[rows.laterValue._id]).toBeNull();
  });

  it('says it of a record opened, so that its form does not have to be tried', async () => {
    const read = async (url: string) => (await call(t.app, { url, token })).body.periodLock;
    expect(await read(`/api/services/records/${rows.service._id}`)).toEqual(lock());
    expect(await read(`/api/pwd/profiles/${rows.person._id}`)).toEqual(lock(true));
    expect(await read(`/api/programme/activities/${rows.activity._id}`)).toEqual(lock());
    expect(await read(`/api/programme/values/${rows.value._id}`)).toEqual(lock());
    expect(await read(`/api/services/records/${rows.laterService._id}`)).toBeUndefined();
  });

  it('follows the period: submitted says so, returned is open again', async () => {
    await setReportState(t.db, LOCKED, 'submitted', 'palika');
    expect((await locksOf(lists.services))[rows.service._id]).toMatchObject({
      state: 'submitted',
      movedBy: 'Sarita Shrestha',
    });
    await setReportState(t.db, LOCKED, 'open');
    expect((await locksOf(lists.services))[rows.service._id]).toBeNull();
  });
});
