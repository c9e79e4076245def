import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/server/openapi/contract';
import { activityUpdateOf, validActivity } from './support/activities';
import { validValue, valueUpdateOf } from './support/activity-values';
import { batchUpdateOf, member, validBatch } from './support/batches';
import { openPairOf, registeredTwice } from './support/duplicate-pairs';
import {
  NOT_OF_A_PERIOD,
  REGISTERS,
  type ReportKey,
  figuresOf,
  setReportState,
} from './support/period-lock';
import { BIRATNAGAR, SUNDARHARAICHA, updateOf, validProfile } from './support/profiles';
import { validService } from './support/services';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';
import { updateBodyOf } from './support/update-body';

/**
 * Issue 39 §2: once a palika's period is submitted, approved or accepted, no write of the contract
 * changes a figure of it. Biratnagar's first four months of 2083/84 (2026-07-17 to 2026-11-16) are
 * approved; every write any role can make into them is refused with `periodLocked`, and every
 * dashboard figure of the period stays what it was. Writes to another period or palika pass, and a
 * return opens the period again.
 */
const LOCKED: ReportKey = { palikaId: BIRATNAGAR, fiscalYear: 2083, period: 1 };
/** The next year's first period, submitted: what a year's copy would write into. */
const NEXT_YEAR: ReportKey = { palikaId: BIRATNAGAR, fiscalYear: 2084, period: 1 };

let t: TestApp;
const tokens: Record<string, string> = {};
/** The write operations this file sent into a locked period and saw refused. */
const refused = new Set<string>();

const WHO = ['superadmin', 'admin', 'province', 'district', 'palika', 'cbrf', 'palika2'] as const;
type Who = (typeof WHO)[number];
const send = (method: 'POST' | 'PUT', url: string, who: Who, body?: unknown) =>
  call(t.app, { method, url, token: tokens[who], body });
const made = async (url: string, who: Who, body: Record<string, unknown>) => {
  const answer = await send('POST', url, who, body);
  expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as Record<string, unknown> & { _id: string; version: number };
};
const deleted = async (url: string, who: Who, body: Record<string, unknown>) => {
  const record = await made(url, who, body);
  await send('POST', `${url}/${record._id}/delete`, who, {
    version: record.version,
    reason: 'made to be restored',
  });
  return record;
};

/** Sends a write as `who` and expects the lock's refusal, naming the report and who approved it. */
async function expectLocked(
  operationId: string,
  [method, url]: ['POST' | 'PUT', string],
  [who, body]: [Who, unknown],
  { report = LOCKED, state = 'approved' }: { report?: ReportKey; state?: string } = {},
) {
  const answer = await send(method, url, who, body);
  expect([operationId, answer.status, answer.body.message?.code]).toEqual([
    operationId,
    409,
    'periodLocked',
  ]);
  expect(answer.body.message.details).toEqual({
    ...report,
    state,
    movedBy: 'Bikash Limbu',
    movedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  refused.add(operationId);
}

let person: Record<string, unknown> & { _id: string; version: number };
let service: Record<string, unknown> & { _id: string; version: number };
let activity: Record<string, unknown> & { _id: string; version: number };
let value: Record<string, unknown> & { _id: string; version: number };
let batch: Record<string, unknown> & { _id: string; version: number };
let target: Record<string, unknown> & { _id: string; version: number };
let approvedTarget: Record<string, unknown> & { _id: string; version: number };
const gone: Record<string, { _id: string }> = {};
let categoryId: number;
/** A person of the period and their twin in another palika: a candidate pair (issue 40 §3). */
let twins: { here: { _id: string }; there: { _id: string } };

const palikaTarget = (extra: Record<string, unknown> = {}) => ({
  _id: randomUUID(),
  fiscalYear: 2083,
  scope: 'palika',
  palikaId: BIRATNAGAR,
  measure: 'services',
  total: 40,
  source: 'palika_plan',
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  for (const who of WHO) tokens[who] = (await login(t.app, who)).token;
  const catalogue = await call(t.app, { url: '/api/services/catalogue', token: tokens.palika });
  categoryId = catalogue.body.categories.find(
    (c: { code: string }) => c.code === 'HEALTH.REHAB.PHYSIO',
  ).id;
  // Records of the period, made while it is open; and one of each deleted, to be restored.
  person = await made('/api/pwd/profiles', 'palika', validProfile());
  gone.person = await deleted('/api/pwd/profiles', 'palika', validProfile());
  service = await made('/api/services/records', 'palika', validService(person._id, categoryId));
  gone.service = await deleted(
    '/api/services/records',
    'palika',
    validService(person._id, categoryId),
  );
  activity = await made('/api/programme/activities', 'palika', validActivity(BIRATNAGAR));
  gone.activity = await deleted('/api/programme/activities', 'palika', validActivity(BIRATNAGAR));
  value = await made('/api/programme/values', 'palika', validValue(BIRATNAGAR, activity._id));
  gone.value = await deleted(
    '/api/programme/values',
    'palika',
    validValue(BIRATNAGAR, activity._id),
  );
  const joined = { members: [member(BIRATNAGAR, { joinedOn: '2026-08-01' })] };
  batch = await made('/api/programme/batches', 'admin', validBatch(joined));
  gone.batch = await deleted('/api/programme/batches', 'admin', validBatch(joined));
  target = await made('/api/targets', 'palika', palikaTarget());
  gone.target = await deleted('/api/targets', 'palika', palikaTarget({ measure: 'registrations' }));
  approvedTarget = await made('/api/targets', 'palika', palikaTarget({ measure: 'cardsIssued' }));
  approvedTarget = (
    await send('POST', `/api/targets/${approvedTarget._id}/approve`, 'province', {
      version: approvedTarget.version,
    })
  ).body;
  expect(approvedTarget.status).toBe('approved');
  twins = await registeredTwice(t, [tokens.palika, tokens.palika2], {
    palikaId: SUNDARHARAICHA,
    wardNo: 2,
  });
  await setReportState(t.db, LOCKED, 'approved');
  await setReportState(t.db, NEXT_YEAR, 'approved');
}, 120_000);
afterAll(() => t.close());

describe(`the lock of a submitted, approved or accepted period (${DATABASE_KIND})`, () => {
  let before: Record<string, unknown>;

  it('refuses every write into an approved period, and its figures stay what they were', async () => {
    before = await figuresOf(t, tokens.palika, LOCKED);
    const url = {
      person: '/api/pwd/profiles',
      service: '/api/services/records',
      activity: '/api/programme/activities',
      value: '/api/programme/values',
      batch: '/api/programme/batches',
      target: '/api/targets',
    };
    // Persons: registered into it, a counted field changed, deleted, restored.
    await expectLocked('createProfile', ['POST', url.person], ['palika', validProfile()]);
    await expectLocked('createProfile', ['POST', url.person], ['cbrf', validProfile()]);
    for (const change of [
      { gender: 'female' },
      { wardNo: 6 },
      { severityClass: 'B', cardStatus: 'issued', cardNo: 'C-1', cardIssueDate: '2026-11-20' },
      { status: 'deceased', statusDate: '2026-11-20' },
      { registrationDate: '2026-11-20' },
      { disabilityTypes: ['physical', 'visual'], primaryDisabilityType: 'multiple' },
    ])
      await expectLocked(
        'updateProfile',
        ['PUT', `${url.person}/${person._id}`],
        ['palika', updateOf(person, change)],
      );
    await expectLocked(
      'deleteProfile',
      ['POST', `${url.person}/${person._id}/delete`],
      [
        'palika',
        {
          version: person.version,
          reason: 'duplicate',
        },
      ],
    );
    await expectLocked(
      'restoreProfile',
      ['POST', `${url.person}/${gone.person._id}/restore`],
      ['admin', undefined],
    );
    // Services: given in it, moved out of it, changed, deleted, restored; by any role.
    await expectLocked(
      'createServiceRecord',
      ['POST', url.service],
      ['cbrf', validService(person._id, categoryId)],
    );
    const serviceBody = (changes: Record<string, unknown>) =>
      updateBodyOf(
        service,
        ['fiscalYear', 'trimester', 'category', 'person', 'palika', 'provider'],
        changes,
      );
    await expectLocked(
      'updateServiceRecord',
      ['PUT', `${url.service}/${service._id}`],
      ['palika', serviceBody({ serviceDate: '2026-11-20' })],
    );
    await expectLocked(
      'updateServiceRecord',
      ['PUT', `${url.service}/${service._id}`],
      ['admin', serviceBody({ quantity: 3 })],
    );
    await expectLocked(
      'deleteServiceRecord',
      ['POST', `${url.service}/${service._id}/delete`],
      [
        'palika',
        {
          version: service.version,
          reason: 'wrong person',
        },
      ],
    );
    await expectLocked(
      'restoreServiceRecord',
      ['POST', `${url.service}/${gone.service._id}/restore`],
      ['admin', undefined],
    );
    // Activities and their values.
    await expectLocked(
      'createActivity',
      ['POST', url.activity],
      ['palika', validActivity(BIRATNAGAR)],
    );
    await expectLocked(
      'updateActivity',
      ['PUT', `${url.activity}/${activity._id}`],
      ['palika', activityUpdateOf(activity, { status: 'completed' })],
    );
    await expectLocked(
      'deleteActivity',
      ['POST', `${url.activity}/${activity._id}/delete`],
      [
        'palika',
        {
          version: activity.version,
          reason: 'cancelled plan',
        },
      ],
    );
    await expectLocked(
      'restoreActivity',
      ['POST', `${url.activity}/${gone.activity._id}/restore`],
      ['admin', undefined],
    );
    await expectLocked(
      'copyActivityYear',
      ['POST', '/api/programme/activities/copy-year'],
      ['palika', { palikaId: BIRATNAGAR, fromFiscalYear: 2083, toFiscalYear: 2084 }],
      { report: NEXT_YEAR },
    );
    await expectLocked(
      'createActivityValue',
      ['POST', url.value],
      ['palika', validValue(BIRATNAGAR, activity._id)],
    );
    await expectLocked(
      'updateActivityValue',
      ['PUT', `${url.value}/${value._id}`],
      ['palika', valueUpdateOf(value, { achievedOutput: 9 })],
    );
    await expectLocked(
      'deleteActivityValue',
      ['POST', `${url.value}/${value._id}/delete`],
      [
        'palika',
        {
          version: value.version,
          reason: 'typed twice',
        },
      ],
    );
    await expectLocked(
      'restoreActivityValue',
      ['POST', `${url.value}/${gone.value._id}/restore`],
      ['admin', undefined],
    );
    // A batch: a palika joining in it, leaving in it, the batch deleted or restored.
    await expectLocked(
      'createBatch',
      ['POST', url.batch],
      ['admin', validBatch({ members: [member(BIRATNAGAR, { joinedOn: '2026-09-01' })] })],
    );
    await expectLocked(
      'updateBatch',
      ['PUT', `${url.batch}/${batch._id}`],
      [
        'admin',
        batchUpdateOf(batch, {
          members: [
            member(BIRATNAGAR, {
              joinedOn: '2026-08-01',
              exitedOn: '2026-10-01',
              status: 'withdrawn',
            }),
          ],
        }),
      ],
    );
    await expectLocked(
      'deleteBatch',
      ['POST', `${url.batch}/${batch._id}/delete`],
      [
        'admin',
        {
          version: batch.version,
          reason: 'wrong cohort',
        },
      ],
    );
    await expectLocked(
      'restoreBatch',
      ['POST', `${url.batch}/${gone.batch._id}/restore`],
      ['admin', undefined],
    );
    // The palika's targets of the year: proposed, changed, deleted, restored, imported, approved, revised, copied.
    await expectLocked(
      'createTarget',
      ['POST', url.target],
      ['palika', palikaTarget({ measure: 'personsServed' })],
    );
    const { _id: _ignored, ...targetFields } = palikaTarget();
    void _ignored;
    await expectLocked(
      'updateTarget',
      ['PUT', `${url.target}/${target._id}`],
      [
        'palika',
        {
          ...targetFields,
          version: target.version,
          total: 50,
        },
      ],
    );
    await expectLocked(
      'deleteTarget',
      ['POST', `${url.target}/${target._id}/delete`],
      [
        'palika',
        {
          version: target.version,
          reason: 'not ours',
        },
      ],
    );
    await expectLocked(
      'restoreTarget',
      ['POST', `${url.target}/${gone.target._id}/restore`],
      ['admin', undefined],
    );
    await expectLocked(
      'importTargets',
      ['POST', '/api/targets/import'],
      [
        'palika',
        {
          rows: [palikaTarget({ measure: 'personsServed' })],
          dryRun: false,
        },
      ],
    );
    await expectLocked(
      'approveTarget',
      ['POST', `${url.target}/${target._id}/approve`],
      [
        'province',
        {
          version: target.version,
        },
      ],
    );
    await expectLocked(
      'reviseTarget',
      ['POST', `${url.target}/${approvedTarget._id}/revise`],
      [
        'palika',
        {
          ...targetFields,
          measure: 'cardsIssued',
          _id: randomUUID(),
          version: approvedTarget.version,
          total: 60,
          reason: 'more camps',
        },
      ],
    );
    await expectLocked(
      'copyTargetYear',
      ['POST', '/api/targets/copy-year'],
      ['palika', { fromFiscalYear: 2083, toFiscalYear: 2084, palikaId: BIRATNAGAR }],
      { report: NEXT_YEAR },
    );

    expect(await figuresOf(t, tokens.palika, LOCKED)).toEqual(before);
    // The next year's period only served the copies; a later locked period also holds a person
    // registered before it (the persons registered by its end), so it is opened again here.
    await setReportState(t.db, NEXT_YEAR, 'open');
  });

  it('holds back the merge of a person of the period with their twin in another palika', async () => {
    const pair = await openPairOf(t, tokens.superadmin, twins.here._id, twins.there._id);
    // Kept either way, the merge takes a person out of the period or changes who counts in it.
    for (const keepId of [twins.there._id, twins.here._id])
      await expectLocked(
        'decideDuplicatePair',
        ['POST', `/api/data-quality/duplicate-pairs/${pair.id}/decision`],
        ['superadmin', { decision: 'merge', keepId, version: pair.version }],
      );
  });

  it('has tried every write operation of the contract that can reach a period', () => {
    const writes = operations()
      .filter((operation) => operation.method !== 'GET')
      .map((operation) => operation.operationId);
    const untried = writes.filter(
      (id) => !refused.has(id) && !(id in NOT_OF_A_PERIOD) && !REGISTERS.test(id),
    );
    expect(untried).toEqual([]);
  });

  it('lets a person’s editable fields change, and writes to other periods and palikas pass', async () => {
    const phone = await send(
      'PUT',
      `/api/pwd/profiles/${person._id}`,
      'palika',
      updateOf(person, { phone: '9841000000', nameEn: 'Ram B. Thapa' }),
    );
    expect(phone.status, JSON.stringify(phone.body)).toBe(200);
    await made('/api/pwd/profiles', 'palika', validProfile({ registrationDate: '2026-11-20' }));
    await made(
      '/api/services/records',
      'cbrf',
      validService(person._id, categoryId, { serviceDate: '2026-11-20' }),
    );
    const elsewhere = await made(
      '/api/pwd/profiles',
      'palika2',
      validProfile({ palikaId: SUNDARHARAICHA, wardNo: 2 }),
    );
    await made(
      '/api/services/records',
      'palika2',
      validService(elsewhere._id, categoryId, { palikaId: SUNDARHARAICHA, wardNo: 2 }),
    );
    // An activity added to the year's plan without dates or outputs names no period: the plan
    // grows while the first period waits for approval (decision 0046).
    await made(
      '/api/programme/activities',
      'palika',
      validActivity(BIRATNAGAR, {
        plannedStart: null,
        plannedEnd: null,
        plannedOutputT1: null,
        plannedOutputT2: null,
      }),
    );
    // A register without a period is never locked.
    const wards = await call(t.app, {
      url: '/api/palika/schools?pageSize=1',
      token: tokens.palika,
    });
    expect(wards.status).toBe(200);
  });

  it('opens the period again when it is returned', async () => {
    await setReportState(t.db, LOCKED, 'open');
    const changed = await send(
      'PUT',
      `/api/services/records/${service._id}`,
      'palika',
      updateBodyOf(
        service,
        ['fiscalYear', 'trimester', 'category', 'person', 'palika', 'provider'],
        {
          quantity: 2,
        },
      ),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await made('/api/pwd/profiles', 'cbrf', validProfile());
  });

  it('refuses a submitted or accepted period the same way', async () => {
    for (const state of ['submitted', 'accepted'] as const) {
      await setReportState(t.db, LOCKED, state);
      await expectLocked(
        'createServiceRecord',
        ['POST', '/api/services/records'],
        ['cbrf', validService(person._id, categoryId)],
        { state },
      );
    }
  });
});

describe(`the lock after real moves of the report (${DATABASE_KIND})`, () => {
  const SUNDAR: ReportKey = { palikaId: SUNDARHARAICHA, fiscalYear: 2083, period: 1 };
  const path = `/api/reports/${SUNDAR.palikaId}/${SUNDAR.fiscalYear}/${SUNDAR.period}`;
  const move = async (who: Who, body: Record<string, unknown>) => {
    const report = await call(t.app, { url: path, token: tokens[who] });
    const moved = await send('POST', `${path}/moves`, who, {
      ...body,
      version: report.body.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  };

  it('refuses a write once the district approves, and takes it once the province returns it', async () => {
    const person = await made(
      '/api/pwd/profiles',
      'palika2',
      validProfile({ palikaId: SUNDARHARAICHA, wardNo: 2 }),
    );
    await move('palika2', { move: 'submit' });
    await move('district', { move: 'approve' });
    const service = validService(person._id, categoryId, { palikaId: SUNDARHARAICHA, wardNo: 2 });
    await expectLocked(
      'createServiceRecord',
      ['POST', '/api/services/records'],
      ['palika2', service],
      { report: SUNDAR },
    );
    await move('province', { move: 'return', reason: 'Ward 2 services are missing' });
    await made('/api/services/records', 'palika2', service);
  });
});
