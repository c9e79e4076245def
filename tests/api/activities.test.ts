import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityUpdateOf, validActivity } from './support/activities';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
let palika: string;

const post = (url: string, body?: unknown, token = palika) =>
  call(t.app, { method: 'POST', url, token, body });
const put = (url: string, body: unknown) =>
  call(t.app, { method: 'PUT', url, token: palika, body });
const get = (url: string, token = palika) => call(t.app, { url, token });
const fieldsOf = (body: { message: { fields?: { field: string; code: string }[] } }) =>
  body.message.fields?.map((f) => `${f.field}:${f.code}`).sort();
const make = async (extra: Record<string, unknown> = {}, palikaId = BIRATNAGAR) => {
  const made = await post('/api/programme/activities', validActivity(palikaId, extra));
  expect(made.status).toBe(200);
  return made.body;
};

beforeAll(async () => {
  t = await startTestApp();
  palika = (await login(t.app, 'palika')).token;
});
afterAll(() => t.close());

describe(`a palika's activity hierarchy (${DATABASE_KIND})`, () => {
  it('a palika user builds two levels; sub-activities over their parent’s budget warn, not refuse', async () => {
    const year = 2085;
    const parent = await make({
      fiscalYear: year,
      plannedStart: null,
      plannedEnd: null,
      code: '1',
    });
    expect(parent).toMatchObject({ level: 1, childBudget: null, overBudget: false });
    const first = await make({
      fiscalYear: year,
      plannedStart: null,
      plannedEnd: null,
      code: '1.1',
      parentId: parent._id,
      budgetNpr: 60_000,
    });
    const second = await make({
      fiscalYear: year,
      plannedStart: null,
      plannedEnd: null,
      code: '1.2',
      parentId: parent._id,
      budgetNpr: 50_000,
      sortOrder: 1,
    });
    expect([first.level, second.level]).toEqual([2, 2]);
    expect((await get(`/api/programme/activities/${parent._id}`)).body).toMatchObject({
      childBudget: 110_000,
      overBudget: true,
    });
    const tree = (
      await get(`/api/programme/activities?palikaId=${BIRATNAGAR}&fiscalYear=${year}&pageSize=100`)
    ).body;
    expect(tree.items.map((a: { code: string }) => a.code)).toEqual(['1', '1.1', '1.2']);
  });

  it('names each broken rule: dates outside the year, a taken code, a parent elsewhere, depth', async () => {
    const parent = await make({ code: 'R1' });
    const child = await make({ code: 'R1.1', parentId: parent._id });
    const other = await make({ code: 'S1' }, BIRATNAGAR);
    const refused = await post(
      '/api/programme/activities',
      validActivity(BIRATNAGAR, {
        code: 'R1',
        plannedStart: '2026-07-16',
        plannedEnd: '2027-08-01',
        parentId: child._id,
      }),
    );
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual([
      'code:taken',
      'levelReason:required',
      'plannedEnd:notAllowed',
      'plannedStart:notAllowed',
    ]);
    // A third level with its reason; a fourth never.
    const third = await make({
      code: 'R1.1.1',
      parentId: child._id,
      levelReason: 'Camps split by ward',
    });
    expect(third.level).toBe(3);
    const fourth = await post(
      '/api/programme/activities',
      validActivity(BIRATNAGAR, { parentId: third._id }),
    );
    expect(fieldsOf(fourth.body)).toEqual(['parentId:tooLarge']);
    // A parent of another year, and moving a tree under its own branch or too deep.
    const elsewhere = await post(
      '/api/programme/activities',
      validActivity(BIRATNAGAR, {
        fiscalYear: 2084,
        plannedStart: null,
        plannedEnd: null,
        parentId: parent._id,
      }),
    );
    expect(fieldsOf(elsewhere.body)).toEqual(['parentId:invalidValue']);
    const underItself = await put(
      `/api/programme/activities/${parent._id}`,
      activityUpdateOf(parent, { parentId: third._id }),
    );
    expect(fieldsOf(underItself.body)).toEqual(['parentId:cycle']);
    const tooDeep = await put(
      `/api/programme/activities/${parent._id}`,
      activityUpdateOf(parent, { parentId: other._id }),
    );
    expect(fieldsOf(tooDeep.body)).toEqual(['parentId:tooLarge']);
  });

  it('keeps a parent while it has live sub-activities, and restores a child only under a live parent', async () => {
    const parent = await make({ code: 'D1' });
    const child = await make({ code: 'D1.1', parentId: parent._id });
    const blocked = await post(`/api/programme/activities/${parent._id}/delete`, {
      reason: 'not needed',
      version: 1,
    });
    expect(fieldsOf(blocked.body)).toEqual(['parentId:inUse']);
    expect(
      (
        await post(`/api/programme/activities/${child._id}/delete`, {
          reason: 'not needed',
          version: 1,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post(`/api/programme/activities/${parent._id}/delete`, {
          reason: 'not needed',
          version: 1,
        })
      ).status,
    ).toBe(200);
    const admin = (await login(t.app, 'admin')).token;
    const restore = await post(`/api/programme/activities/${child._id}/restore`, undefined, admin);
    expect(fieldsOf(restore.body)).toEqual(['parentId:invalidValue']);
  });

  it('copies a year’s hierarchy into an empty year in one step, a BS year on, and only once', async () => {
    const parent = await make({
      fiscalYear: 2086,
      code: 'C1',
      plannedStart: null,
      plannedEnd: null,
      status: 'completed',
    });
    await make({
      fiscalYear: 2086,
      code: 'C1.1',
      parentId: parent._id,
      plannedStart: null,
      plannedEnd: null,
    });
    const copied = await post('/api/programme/activities/copy-year', {
      palikaId: BIRATNAGAR,
      fromFiscalYear: 2086,
      toFiscalYear: 2087,
    });
    expect(copied.body).toEqual({ copied: 2 });
    const next = (await get(`/api/programme/activities?palikaId=${BIRATNAGAR}&fiscalYear=2087`))
      .body.items;
    const [c1, c11] = next;
    expect([c1.code, c11.code, c11.parentId, c1.status]).toEqual(['C1', 'C1.1', c1._id, 'planned']);
    expect(
      (
        await post('/api/programme/activities/copy-year', {
          palikaId: BIRATNAGAR,
          fromFiscalYear: 2086,
          toFiscalYear: 2087,
        })
      ).status,
    ).toBe(409);
    // Planned dates move a BS year: 1 Asoj 2083 (2026-09-17) becomes 1 Asoj 2084 (2027-09-18).
    const other = (await login(t.app, 'palika2')).token;
    const dated = await post(
      '/api/programme/activities',
      validActivity(SUNDARHARAICHA, { plannedStart: '2026-09-17', plannedEnd: '2026-09-17' }),
      other,
    );
    expect(dated.status).toBe(200);
    const copy = await post(
      '/api/programme/activities/copy-year',
      { palikaId: SUNDARHARAICHA, fromFiscalYear: 2083, toFiscalYear: 2084 },
      other,
    );
    expect(copy.body).toEqual({ copied: 1 });
    const moved = (
      await get(`/api/programme/activities?palikaId=${SUNDARHARAICHA}&fiscalYear=2084`, other)
    ).body.items[0];
    expect([moved.plannedStart, moved.plannedEnd]).toEqual(['2027-09-18', '2027-09-18']);
  });

  it('province and national users read a palika’s hierarchy and may not change it', async () => {
    const mine = await make({ code: 'V1' });
    for (const username of ['province', 'admin']) {
      const { token } = await login(t.app, username);
      expect((await get(`/api/programme/activities/${mine._id}`, token)).status).toBe(200);
      const created = await post('/api/programme/activities', validActivity(BIRATNAGAR), token);
      expect([username, created.status]).toEqual([username, 403]);
      const copy = await post(
        '/api/programme/activities/copy-year',
        { palikaId: BIRATNAGAR, fromFiscalYear: 2083, toFiscalYear: 2096 },
        token,
      );
      expect([username, copy.status]).toEqual([username, 403]);
    }
  });

  it('another palika’s user neither sees nor copies Biratnagar’s activities', async () => {
    const mine = await make({ code: 'P1' });
    const other = (await login(t.app, 'palika2')).token;
    expect((await get(`/api/programme/activities/${mine._id}`, other)).status).toBe(404);
    const copy = await post(
      '/api/programme/activities/copy-year',
      { palikaId: BIRATNAGAR, fromFiscalYear: 2083, toFiscalYear: 2095 },
      other,
    );
    expect(copy.status).toBe(403);
  });
});
