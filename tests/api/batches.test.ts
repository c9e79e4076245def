import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeActivities } from '@/server/seed/synthetic/activities';
import { writeBatches } from '@/server/seed/synthetic/batches';
import { todayIso } from '@/shared/calendar/today';
import { addMonths } from '@/shared/programme/phase';
import { batchUpdateOf, member, validBatch } from './support/batches';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let mechinagar: number;
let kathmandu: number;

const post = (url: string, body?: unknown, token = admin) =>
  call(t.app, { method: 'POST', url, token, body });
const put = (url: string, body: unknown) => call(t.app, { method: 'PUT', url, token: admin, body });
const get = (url: string, token = admin) => call(t.app, { url, token });
const fieldsOf = (body: { message: { fields?: { field: string; code: string }[] } }) =>
  body.message.fields?.map((f) => `${f.field}:${f.code}`).sort();
const palikaIdOf = async (name: string) =>
  (await get(`/api/geography/search?q=${name}&level=palika`)).body.items[0].id as number;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin')).token;
  mechinagar = await palikaIdOf('Mechinagar');
  kathmandu = await palikaIdOf('Kathmandu');
});
afterAll(() => t.close());

describe(`programme batches (${DATABASE_KIND})`, () => {
  it('an admin makes a batch of three Koshi palikas; it reads back with its members, their places and phases', async () => {
    const body = validBatch({
      members: [member(BIRATNAGAR), member(SUNDARHARAICHA), member(mechinagar)],
    });
    const made = await post('/api/programme/batches', body);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      code: body.code,
      provinceId: 1,
      province: { name: 'Koshi Province' },
      memberCount: 3,
      phaseSchedule: [
        { phase: 'preparation', months: 6 },
        { phase: 'cofinanced_y1', months: 12 },
        { phase: 'cofinanced_y2', months: 12 },
        { phase: 'technical_support', months: 12 },
        { phase: 'independent' },
      ],
    });
    const biratnagar = made.body.members.find(
      (m: { palikaId: number }) => m.palikaId === BIRATNAGAR,
    );
    expect(biratnagar).toMatchObject({
      palika: { name: 'Biratnagar' },
      district: { name: 'Morang' },
    });
    // Joined 2023-07-17: preparation to 2024-01-16, co-financed years to 2026-01-16, then a year of support.
    const expected = todayIso() < '2027-01-17' ? 'technical_support' : 'independent';
    expect(biratnagar.phase).toBe(expected);

    // A retried save answers the same batch and makes no second one.
    const again = await post('/api/programme/batches', body);
    expect(again.body._id).toBe(made.body._id);
    const listed = await get(
      `/api/programme/batches?provinceId=1&status=active&entryFiscalYear=2080&programme=${encodeURIComponent(body.programmeName.slice(5).toUpperCase())}`,
    );
    expect(listed.body.items.map((b: { code: string }) => b.code)).toEqual([body.code]);
    expect(listed.body.total).toBe(1);
    const exported = await get(
      `/api/programme/batches/export?programme=${encodeURIComponent(body.programmeName)}`,
    );
    expect(exported.body).toMatchObject({ total: 1, next: null });
  });

  it('names every broken rule by its field, the members by their row', async () => {
    const taken = validBatch();
    await post('/api/programme/batches', taken);
    const refused = await post(
      '/api/programme/batches',
      validBatch({
        code: taken.code,
        plannedEndDate: '2023-01-01',
        costShare: { province: 50, palika: 40 },
        members: [
          member(BIRATNAGAR),
          member(kathmandu),
          member(BIRATNAGAR, { joinedOn: '2024-01-01' }),
        ],
      }),
    );
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual([
      'code:taken',
      'costShare:invalidValue',
      'members.1.palikaId:unknownPlace',
      'members.2.palikaId:taken',
      'plannedEndDate:tooSmall',
    ]);
    expect(
      (
        await get(
          `/api/programme/batches?programme=${encodeURIComponent('Test')}&entryFiscalYear=2080`,
        )
      ).body.items.some((b: { code: string }) => b.code === taken.code),
    ).toBe(true);
  });

  it('keeps a palika in one running palika cohort of a programme, and names the other batch', async () => {
    const first = validBatch({ members: [member(BIRATNAGAR)] });
    expect((await post('/api/programme/batches', first)).status).toBe(200);
    const sameProgramme = ` ${first.programmeName.toUpperCase()} `;
    const second = validBatch({
      programmeName: sameProgramme,
      members: [member(SUNDARHARAICHA), member(BIRATNAGAR)],
    });
    const refused = await post('/api/programme/batches', second);
    expect(refused.status).toBe(400);
    expect(refused.body.message.fields).toEqual([
      { field: 'members.1.palikaId', code: 'inOtherBatch', other: first.code },
    ]);
    // Another programme, a training cohort, a planned-but-withdrawn membership: no clash.
    for (const free of [
      validBatch({ members: [member(BIRATNAGAR)] }),
      validBatch({
        programmeName: first.programmeName,
        batchType: 'training_cohort',
        members: [member(BIRATNAGAR)],
      }),
      validBatch({
        programmeName: first.programmeName,
        members: [member(BIRATNAGAR, { status: 'withdrawn' })],
      }),
      validBatch({
        programmeName: first.programmeName,
        status: 'completed',
        members: [member(BIRATNAGAR)],
      }),
    ])
      expect((await post('/api/programme/batches', free)).status).toBe(200);
    // Once Biratnagar has left the first batch, the second may take it.
    const stored = (await get(`/api/programme/batches/${first._id}`)).body;
    const left = batchUpdateOf(stored, {
      members: [
        {
          palikaId: BIRATNAGAR,
          joinedOn: '2023-07-17',
          exitedOn: '2025-07-16',
          status: 'withdrawn',
          agreementNo: null,
          agreementDate: null,
        },
      ],
    });
    const updated = await put(`/api/programme/batches/${first._id}`, left);
    expect(updated.status).toBe(200);
    expect(updated.body.members[0]).toMatchObject({ status: 'withdrawn', phase: 'exited' });
    expect((await post('/api/programme/batches', second)).status).toBe(200);
    // And a restore of a deleted batch keeps the rule too.
    const deleted = await post(`/api/programme/batches/${second._id}/delete`, {
      reason: 'made twice',
      version: 1,
    });
    expect(deleted.status).toBe(200);
    const third = validBatch({ programmeName: first.programmeName, members: [member(BIRATNAGAR)] });
    expect((await post('/api/programme/batches', third)).status).toBe(200);
    const restore = await post(`/api/programme/batches/${second._id}/restore`);
    expect(restore.status).toBe(400);
    // The stored members come in name order: Biratnagar first.
    expect(restore.body.message.fields).toEqual([
      { field: 'members.0.palikaId', code: 'inOtherBatch', other: third.code },
    ]);
  });

  it('derives each member’s phase from the day it joined, at the boundaries', async () => {
    const today = todayIso();
    const joined = (months: number, days = 0) => {
      const date = new Date(`${addMonths(today, -months)}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    const cases: [string, string][] = [
      [joined(0, 1), 'not_started'],
      [joined(0), 'preparation'],
      [joined(6, 1), 'preparation'],
      [joined(6), 'cofinanced_y1'],
      [joined(18), 'cofinanced_y2'],
      [joined(30), 'technical_support'],
      [joined(42), 'independent'],
    ];
    const start = cases.map(([date]) => date).sort()[0];
    const palikas = (
      await get(
        `/api/geography/districts/${(await get(`/api/geography/palikas/${BIRATNAGAR}`)).body.parentId}/palikas`,
      )
    ).body.items.slice(0, cases.length);
    const made = await post(
      '/api/programme/batches',
      validBatch({
        batchType: 'training_cohort',
        startDate: start,
        plannedEndDate: addMonths(today, 60),
        members: cases.map(([joinedOn], i) => member(palikas[i].id, { joinedOn })),
      }),
    );
    expect(made.status).toBe(200);
    const phaseOf = (palikaId: number) =>
      made.body.members.find((m: { palikaId: number }) => m.palikaId === palikaId).phase;
    expect(cases.map((_, i) => phaseOf(palikas[i].id))).toEqual(cases.map(([, phase]) => phase));
  });

  it('detects a concurrent edit and keeps the history of who changed the members', async () => {
    const made = (
      await post('/api/programme/batches', validBatch({ members: [member(BIRATNAGAR)] }))
    ).body;
    const added = batchUpdateOf(made, {
      members: [...batchUpdateOf(made).members, member(mechinagar, { agreementNo: 'DPRP-77' })],
    });
    expect((await put(`/api/programme/batches/${made._id}`, added)).status).toBe(200);
    const stale = await put(
      `/api/programme/batches/${made._id}`,
      batchUpdateOf(made, { nameEn: 'Lost' }),
    );
    expect(stale.status).toBe(409);
    expect((await get(`/api/programme/batches/${made._id}`)).body).toMatchObject({
      version: 2,
      memberCount: 2,
    });
    const history = (await get(`/api/programme/batches/${made._id}/history`)).body.items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(JSON.stringify(history[0].after)).toContain('DPRP-77');
  });

  it('the synthetic set holds Koshi’s two DPRP batches and Karnali’s, with the demo palikas, once', async () => {
    expect(await writeBatches(t.db)).toBe(3);
    expect(await writeBatches(t.db)).toBe(0);
    // Each batch palika's last five years: the 20 standard activities and sub-activities, once.
    expect((await writeActivities(t.db)).values).toBeGreaterThan(0);
    expect(await writeActivities(t.db)).toEqual({ activities: 0, values: 0 });
    const [planned] = await t.db.query<{ activities: number; palikas: number }>(
      `SELECT count(*)::int AS activities, count(DISTINCT a.palika_id)::int AS palikas
        FROM palika_activities a JOIN batch_palikas m ON m.palika_id = a.palika_id
        JOIN batches b ON b.id = m.batch_id WHERE b.code = 'KOSHI-DPRP-B2'`,
    );
    expect(planned).toEqual({ activities: 59 * 5 * 20, palikas: 59 });
    // Three values a year for each activity with nothing below it, in past years; none after today.
    const perActivity = await t.db.query<{ values: number; n: number }>(
      `SELECT values, count(*)::int AS n FROM (SELECT a.id, count(v.id)::int AS values
        FROM palika_activities a LEFT JOIN activity_values v ON v.activity_id = a.id
        WHERE a.fiscal_year < (SELECT max(fiscal_year) FROM palika_activities)
          AND NOT EXISTS (SELECT 1 FROM palika_activities k WHERE k.parent_id = a.id)
        GROUP BY a.id) x GROUP BY values`,
    );
    expect(perActivity.map((r) => r.values)).toEqual([3]);
    const [future] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM activity_values WHERE record_date > '${todayIso()}'`,
    );
    expect(future.n).toBe(0);
    const listed = (await get('/api/programme/batches?programme=DPRP&pageSize=10')).body.items;
    const byCode = Object.fromEntries(listed.map((b: { code: string }) => [b.code, b]));
    expect(byCode['KOSHI-DPRP-B1']).toMatchObject({ status: 'completed', memberCount: 0 });
    expect(byCode['KOSHI-DPRP-B1'].members).toHaveLength(58);
    expect(byCode['KOSHI-DPRP-B2']).toMatchObject({ status: 'active', memberCount: 59 });
    expect(byCode['KARNALI-DPRP-B1']).toMatchObject({ provinceId: 6, memberCount: 14 });
    const names = (code: string) =>
      byCode[code].members.map((m: { palika: { name: string } }) => m.palika.name);
    expect(names('KOSHI-DPRP-B1')).toContain('Sundar Haraicha');
    expect(names('KOSHI-DPRP-B2')).toContain('Biratnagar');
    // No palika is in both Koshi batches.
    expect(
      names('KOSHI-DPRP-B1').filter((n: string) => names('KOSHI-DPRP-B2').includes(n)),
    ).toEqual([]);
    // It writes 13,100 activities and their values, each statement keeping the dashboard cells.
  }, 120_000);

  it('is for administrators only: a province user gets 403 and sees nothing', async () => {
    const { token } = await login(t.app, 'province');
    expect((await get('/api/programme/batches', token)).status).toBe(403);
    expect((await post('/api/programme/batches', validBatch(), token)).status).toBe(403);
  });
});
