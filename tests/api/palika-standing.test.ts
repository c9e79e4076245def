import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DPRP_SCHEDULE } from '@/shared/programme/enums';
import { phaseOn } from '@/shared/programme/phase';
import { validActivity } from './support/activities';
import { validValue } from './support/activity-values';
import { member, validBatch } from './support/batches';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/** A palika in its batch (issue 18 §2): its standing from the same cells as the dashboards, its peers for reviewers. */
let t: TestApp;
const tokens: Record<string, string> = {};
const BASE = '/api/palika/standing';
let jhapa: number;
let batch: { code: string };

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['palika', 'palika2', 'province', 'district', 'admin', 'cbrf'])
    tokens[user] = (await login(t.app, user)).token;
  [{ id: jhapa }] = await t.db.query<{ id: number }>(
    `SELECT p.id FROM palikas p JOIN districts d ON d.id = p.district_id
      WHERE d.name_en = 'Jhapa' ORDER BY p.id LIMIT 1`,
  );
  const joined = {
    joinedOn: '2025-01-15',
    agreementNo: 'MoSD/2081/12',
    agreementDate: '2025-01-10',
  };
  const made = await call(t.app, {
    method: 'POST',
    url: '/api/programme/batches',
    token: tokens.admin,
    body: validBatch({
      startDate: '2025-01-15',
      entryFiscalYear: 2081,
      phaseSchedule: DPRP_SCHEDULE,
      members: [member(BIRATNAGAR, joined), member(SUNDARHARAICHA, joined), member(jhapa, joined)],
    }),
  });
  expect(made.status).toBe(200);
  batch = made.body;
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token = tokens.palika) => call(t.app, { url, token });
const post = (url: string, body: unknown, token = tokens.palika) =>
  call(t.app, { method: 'POST', url, token, body });

describe(`a palika in its batch (${DATABASE_KIND})`, () => {
  it("shows a palika's own user its batch, phase, calendar and agreement, and no other palika", async () => {
    const answer = await get(`${BASE}?fiscalYear=2083`);
    expect(answer.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.body).toMatchObject({
      palika: { name: 'Biratnagar' },
      fiscalYear: 2083,
      batch: { code: batch.code, costShare: { province: 33.3, palika: 33.3, partner: 33.4 } },
      member: {
        joinedOn: '2025-01-15',
        agreementNo: 'MoSD/2081/12',
        phase: phaseOn(DPRP_SCHEDULE, { joinedOn: '2025-01-15' }, today),
      },
      peers: [],
    });
    expect(answer.body.member.calendar.map((step: { starts: string }) => step.starts)).toEqual([
      '2025-01-15',
      '2025-07-15',
      '2026-07-15',
      '2027-07-15',
      '2028-07-15',
    ]);
  });

  it('counts its activities by status and its output against plan as the raw rows do', async () => {
    const parent = (await post('/api/programme/activities', validActivity(BIRATNAGAR))).body;
    const leaf = (
      await post(
        '/api/programme/activities',
        validActivity(BIRATNAGAR, {
          parentId: parent._id,
          plannedOutputT1: 5,
          plannedOutputT3: 4,
          status: 'ongoing',
        }),
      )
    ).body;
    await post('/api/programme/activities', validActivity(BIRATNAGAR, { status: 'completed' }));
    expect(
      (await post('/api/programme/values', validValue(BIRATNAGAR, leaf._id, { achievedOutput: 3 })))
        .status,
    ).toBe(200);
    const answer = (await get(`${BASE}?fiscalYear=2083`)).body;
    const [raw] = await t.db.query<Record<string, number>>(
      `SELECT
         (SELECT sum(coalesce(planned_output_t1, 0) + coalesce(planned_output_t2, 0) + coalesce(planned_output_t3, 0))
            FROM palika_activities a WHERE palika_id = ${BIRATNAGAR} AND fiscal_year = 2083 AND deleted_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM palika_activities s WHERE s.parent_id = a.id AND s.deleted_at IS NULL))::float AS planned,
         (SELECT sum(achieved_output) FROM activity_values WHERE palika_id = ${BIRATNAGAR} AND fiscal_year = 2083 AND deleted_at IS NULL)::float AS achieved,
         (SELECT sum(expenditure_npr) FROM activity_values WHERE palika_id = ${BIRATNAGAR} AND fiscal_year = 2083 AND deleted_at IS NULL)::float AS spent`,
    );
    expect(answer.statuses).toMatchObject({ planned: 0, ongoing: 1, completed: 1 });
    expect(answer.year).toMatchObject({
      activities: 2,
      completed: 1,
      plannedOutput: raw.planned,
      achievedOutput: raw.achieved,
      expenditure: raw.spent,
    });
    expect(answer.periods[0]).toEqual({
      period: 1,
      plannedOutput: 7,
      achievedOutput: 3,
      expenditure: 25_000,
    });
  });

  it('sets the batch side by side for reviewers, within their area', async () => {
    const province = (await get(`${BASE}?palikaId=${BIRATNAGAR}&fiscalYear=2083`, tokens.province))
      .body;
    expect(province.peers.map((p: { palika: { _id: number } }) => p.palika._id).sort()).toEqual(
      [BIRATNAGAR, SUNDARHARAICHA, jhapa].sort(),
    );
    const own = province.peers.find(
      (p: { palika: { _id: number } }) => p.palika._id === BIRATNAGAR,
    );
    expect(own).toMatchObject(province.year);
    const district = (await get(`${BASE}?palikaId=${BIRATNAGAR}&fiscalYear=2083`, tokens.district))
      .body;
    expect(district.peers.map((p: { palika: { _id: number } }) => p.palika._id).sort()).toEqual(
      [BIRATNAGAR, SUNDARHARAICHA].sort(),
    );
  });

  it('answers 404 for a palika outside the area and asks a national user which palika', async () => {
    expect((await get(`${BASE}?palikaId=${BIRATNAGAR}`, tokens.palika2)).status).toBe(404);
    expect((await get(`${BASE}?palikaId=${jhapa}`, tokens.district)).status).toBe(404);
    const unnamed = await get(BASE, tokens.admin);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message.fields).toEqual([{ field: 'palikaId', code: 'required' }]);
    const outside = (await get(`${BASE}?palikaId=${jhapa}`, tokens.admin)).body;
    expect(outside.batch.code).toBe(batch.code);
  });
});
