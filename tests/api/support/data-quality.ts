import { randomUUID } from 'node:crypto';
import type { Queryable } from '@/server/db/database';
import { fiscalRange } from '@/shared/fiscal-year';
import { BIRATNAGAR, validProfile } from './profiles';
import { validService } from './services';
import { type TestApp, call } from './test-app';

/** The hand-made period: Biratnagar's second four months of 2075/76, before any demo record. */
export const AT = { palikaId: BIRATNAGAR, fiscalYear: 2075, period: 2 } as const;
const range = fiscalRange(AT.fiscalYear, AT.period)!;
/** The period's first day plus `days` (ISO). */
export const day = (days: number) =>
  new Date(Date.parse(range.from) + days * 86_400_000).toISOString().slice(0, 10);
/** The day after the period's last. */
export const after = (days: number) =>
  new Date(Date.parse(range.until) + days * 86_400_000).toISOString().slice(0, 10);

export const qualityUrl = (palikaId: number = AT.palikaId) =>
  `/api/reports/${palikaId}/${AT.fiscalYear}/${AT.period}/quality`;

async function post(t: TestApp, token: string, url: string, body: object) {
  const result = await call(t.app, { method: 'POST', url, token, body });
  if (result.status !== 200) throw new Error(`${url}: ${JSON.stringify(result.body)}`);
  return result.body;
}

/** A person of the period through the API, with a card of class C issued in it. */
export const carded = (t: TestApp, token: string, extra: Record<string, unknown> = {}) =>
  post(t, token, '/api/pwd/profiles', {
    ...validProfile({
      registrationDate: day(5),
      cardStatus: 'issued',
      severityClass: 'C',
      cardNo: `DQ-${randomUUID().slice(0, 8)}`,
      cardIssueDate: day(10),
    }),
    ...extra,
  });

/**
 * The hand-made palika-period where every rule holds: two persons registered with a card each, a
 * service to each, a group session (4 of 5 participants with disabilities), an activity with a
 * budget of 10 000 and an output of 5 planned, its values 4 achieved for 8 000 spent.
 */
export async function handMadePeriod(t: TestApp, token: string) {
  const a = await carded(t, token);
  const b = await carded(t, token, { nameEn: 'Sita Thapa', nameNe: 'सीता थापा', gender: 'female' });
  const catalogue = (await call(t.app, { url: '/api/services/catalogue', token })).body;
  const idOf = (code: string) =>
    catalogue.categories.find((c: { code: string }) => c.code === code).id;
  const categoryId = idOf('HEALTH.REHAB.PHYSIO');
  const serviceA = await post(
    t,
    token,
    '/api/services/records',
    validService(a._id, categoryId, { serviceDate: day(20) }),
  );
  await post(
    t,
    token,
    '/api/services/records',
    validService(b._id, categoryId, { serviceDate: day(21) }),
  );
  const group = await post(t, token, '/api/services/records', {
    ...validService(a._id, idOf('EMPOWERMENT.SHG'), { serviceDate: day(22) }),
    pwdId: null,
    isGroup: true,
    participantsMale: 3,
    participantsFemale: 2,
    participantsOther: 0,
    participantsPwd: 4,
  });
  const activityId = randomUUID();
  await t.db.query(
    `INSERT INTO palika_activities (id, palika_id, fiscal_year, level, code, name_ne, unit, budget_npr, planned_output_t2, status)
     VALUES ($1, $2, $3, 1, 'DQ-1', 'तालिम', 'event', 10000, 5, 'ongoing')`,
    [activityId, AT.palikaId, AT.fiscalYear],
  );
  const valueId = randomUUID();
  await t.db.query(
    `INSERT INTO activity_values (id, activity_id, palika_id, fiscal_year, trimester, record_date, achieved_output, expenditure_npr)
     VALUES ($1, $2, $3, $4, $5, $6, 4, 8000)`,
    [valueId, activityId, AT.palikaId, AT.fiscalYear, AT.period, day(30)],
  );
  return { a, b, serviceA, group, valueId };
}

/** Runs a change to the rows, reads the period's quality, and puts the rows back. */
export async function whileChanged(
  db: Queryable,
  [change, undo]: [string, string],
  params: unknown[],
  read: () => Promise<unknown>,
) {
  await db.query(change, params);
  try {
    return await read();
  } finally {
    await db.query(undo, params);
  }
}
