import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTargets } from '@/server/seed/synthetic/targets';
import { targetProblems } from '@/shared/targets/target-rules';
import { member, validBatch } from './support/batches';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const KOSHI = 1;
const BAGMATI = 3;

const post = (url: string, who: string, body?: unknown) =>
  call(t.app, { method: 'POST', url, token: tokens[who], body });
const put = (url: string, who: string, body?: unknown) =>
  call(t.app, { method: 'PUT', url, token: tokens[who], body });
const get = (url: string, who: string) => call(t.app, { url, token: tokens[who] });
const fieldsOf = (body: { message: { fields?: { field: string; code: string }[] } }) =>
  body.message.fields?.map((f) => `${f.field}:${f.code}`).sort();

/** Persons served in Biratnagar in 2083/84, split by four-month period and by sex. */
const palikaTarget = (extra: Record<string, unknown> = {}) => ({
  _id: randomUUID(),
  fiscalYear: 2083,
  scope: 'palika',
  palikaId: BIRATNAGAR,
  measure: 'personsServed',
  total: 300,
  periodT1: 100,
  periodT2: 100,
  periodT3: 100,
  female: 150,
  male: 148,
  other: 2,
  source: 'palika_plan',
  ...extra,
});
const { _id: _drop, ...fieldsOfTarget } = palikaTarget();
const updateOf = (target: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = { version: target.version };
  for (const key of Object.keys(fieldsOfTarget)) body[key] = target[key];
  for (const key of ['provinceId', 'districtId', 'batchId', 'categoryId', 'templateId'])
    body[key] = target[key];
  return { ...body, ...changes };
};

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['superadmin', 'admin', 'province', 'district', 'palika', 'palika2', 'cbrf'])
    tokens[who] = (await login(t.app, who)).token;
});
afterAll(() => t.close());

describe(`targets (${DATABASE_KIND})`, () => {
  it("lets a palika's user propose its palika's target, read in scope and by nobody else", async () => {
    const proposed = await post('/api/targets', 'palika', palikaTarget());
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body).toMatchObject({
      status: 'proposed',
      revision: 0,
      palikaId: BIRATNAGAR,
      provinceId: null,
      place: { nameEn: expect.stringMatching(/Biratnagar/) },
      approvedBy: null,
      createdBy: 'palika',
    });
    expect(proposed.body.revisions).toHaveLength(1);
    const again = await post('/api/targets', 'palika', {
      ...palikaTarget(),
      _id: proposed.body._id,
    });
    expect(again.body._id).toBe(proposed.body._id);
    expect((await get(`/api/targets/${proposed.body._id}`, 'province')).status).toBe(200);
    expect((await get(`/api/targets/${proposed.body._id}`, 'palika2')).status).toBe(404);
    const listed = await get('/api/targets?fiscalYear=2083&palikaId=' + BIRATNAGAR, 'palika2');
    expect(listed.body.items).toEqual([]);
    await post(`/api/targets/${proposed.body._id}/delete`, 'palika', {
      reason: 'proposed twice',
      version: proposed.body.version,
    });
  });

  it('names every part that is wrong: the place, what the measure needs, parts that do not add up, a target set twice', async () => {
    const refused = async (extra: Record<string, unknown>, who = 'palika') => {
      const answer = await post('/api/targets', who, palikaTarget(extra));
      expect(answer.status).toBe(400);
      return fieldsOf(answer.body);
    };
    expect(await refused({ periodT3: 90, female: 100 })).toEqual([
      'bySex:partsNotTotal',
      'periods:partsNotTotal',
    ]);
    expect(await refused({ measure: 'activityOutput' })).toEqual(['templateId:required']);
    expect(await refused({ provinceId: KOSHI })).toEqual(['provinceId:notAllowed']);
    expect(await refused({ categoryId: 99999 })).toEqual(['categoryId:invalidValue']);
    const first = await post('/api/targets', 'palika', palikaTarget({ measure: 'registrations' }));
    expect(first.status).toBe(200);
    expect(await refused({ measure: 'registrations' })).toEqual(['measure:taken']);
  });

  it('is approved by a province user and then locked; a revision with its reason waits for approval, then supersedes it', async () => {
    const proposed = (
      await post(
        '/api/targets',
        'palika',
        palikaTarget({
          measure: 'cardsIssued',
          total: 90,
          periodT1: 30,
          periodT2: 30,
          periodT3: 30,
          female: null,
          male: null,
          other: null,
        }),
      )
    ).body;
    const byPalika = await post(`/api/targets/${proposed._id}/approve`, 'palika', {
      version: proposed.version,
    });
    expect(byPalika.status).toBe(403);
    const approved = await post(`/api/targets/${proposed._id}/approve`, 'province', {
      version: proposed.version,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', approvedBy: 'province' });
    const edited = await put(
      `/api/targets/${proposed._id}`,
      'palika',
      updateOf(approved.body, { total: 120, periodT3: 60 }),
    );
    expect(edited.status).toBe(409);
    const deleted = await post(`/api/targets/${proposed._id}/delete`, 'palika', {
      reason: 'too low',
      version: approved.body.version,
    });
    expect(deleted.status).toBe(409);

    const { version: _v, ...revisedFields } = updateOf(approved.body, { total: 120, periodT3: 60 });
    const revision = await post(`/api/targets/${proposed._id}/revise`, 'palika', {
      ...revisedFields,
      _id: randomUUID(),
      version: approved.body.version,
      reason: 'A second camp was added in Chaitra',
    });
    expect(revision.status, JSON.stringify(revision.body)).toBe(200);
    expect(revision.body).toMatchObject({
      status: 'proposed',
      revision: 1,
      revisionOf: proposed._id,
      revisionReason: 'A second camp was added in Chaitra',
      total: 120,
    });
    expect((await get(`/api/targets/${proposed._id}`, 'palika')).body.status).toBe('approved');
    const twice = await post(`/api/targets/${proposed._id}/revise`, 'palika', {
      ...revisedFields,
      _id: randomUUID(),
      version: approved.body.version,
      reason: 'Again',
    });
    expect(fieldsOf(twice.body)).toEqual(['measure:taken']);

    const accepted = await post(`/api/targets/${revision.body._id}/approve`, 'province', {
      version: revision.body.version,
    });
    expect(accepted.body.status).toBe('approved');
    expect((await get(`/api/targets/${proposed._id}`, 'palika')).body.status).toBe('superseded');
    expect(
      accepted.body.revisions.map(
        (r: { revision: number; status: string }) => `${r.revision}:${r.status}`,
      ),
    ).toEqual(['0:superseded', '1:approved']);
    const live = await get(
      `/api/targets?fiscalYear=2083&measure=cardsIssued&palikaId=${BIRATNAGAR}`,
      'province',
    );
    expect(live.body.items.map((i: { revision: number }) => i.revision)).toEqual([1]);
    const history = await get(`/api/targets/${proposed._id}/history`, 'palika');
    expect(history.body.items.map((i: { action: string }) => i.action)).toEqual(
      expect.arrayContaining(['create', 'approve', 'supersede']),
    );
  });

  it('is set and approved at once by those who approve it, within their area only', async () => {
    const national = await post('/api/targets', 'admin', {
      _id: randomUUID(),
      fiscalYear: 2083,
      scope: 'nation',
      measure: 'registrations',
      total: 50000,
    });
    expect(national.body).toMatchObject({
      status: 'approved',
      approvedBy: 'admin',
      place: { nameEn: 'Nepal' },
    });
    expect((await get(`/api/targets/${national.body._id}`, 'palika2')).status).toBe(200);
    const province = {
      _id: randomUUID(),
      fiscalYear: 2083,
      scope: 'province',
      measure: 'registrations',
      total: 9000,
    };
    expect(
      (await post('/api/targets', 'province', { ...province, provinceId: KOSHI })).body.status,
    ).toBe('approved');
    expect(
      (
        await post('/api/targets', 'province', {
          ...province,
          _id: randomUUID(),
          provinceId: BAGMATI,
        })
      ).status,
    ).toBe(403);
    expect(
      (await post('/api/targets', 'province', { ...province, _id: randomUUID(), scope: 'nation' }))
        .status,
    ).toBe(403);
    expect(
      (await post('/api/targets', 'palika', { ...province, _id: randomUUID(), provinceId: KOSHI }))
        .status,
    ).toBe(403);
    expect(
      (await post('/api/targets', 'district', palikaTarget({ measure: 'services' }))).status,
    ).toBe(403);
    expect((await post('/api/targets', 'cbrf', palikaTarget({ measure: 'services' }))).status).toBe(
      403,
    );
    const byProvince = await post(
      '/api/targets',
      'province',
      palikaTarget({ measure: 'serviceQuantity', palikaId: SUNDARHARAICHA }),
    );
    expect(byProvince.body).toMatchObject({ status: 'approved', palikaId: SUNDARHARAICHA });
    expect((await get(`/api/targets/${byProvince.body._id}`, 'palika')).status).toBe(404);
    expect((await get(`/api/targets/${byProvince.body._id}`, 'palika2')).status).toBe(200);
  });

  it('imports a spreadsheet of targets all or none, every refused row named', async () => {
    const row = (measure: string, extra: Record<string, unknown> = {}) =>
      palikaTarget({ fiscalYear: 2085, measure, female: null, male: null, other: null, ...extra });
    const refused = await post('/api/targets/import', 'palika', {
      rows: [row('registrations'), row('services', { periodT1: 5 }), row('cardsIssued')],
      dryRun: false,
    });
    expect(refused.body).toEqual({
      checked: 3,
      written: 0,
      problems: [{ row: 2, field: 'periods', code: 'partsNotTotal' }],
    });
    const none = await get('/api/targets?fiscalYear=2085&palikaId=' + BIRATNAGAR, 'palika');
    expect(none.body.items).toEqual([]);
    const written = await post('/api/targets/import', 'palika', {
      rows: [row('registrations'), row('cardsIssued')],
      dryRun: false,
    });
    expect(written.body).toEqual({ checked: 2, written: 2, problems: [] });
    const listed = await get('/api/targets?fiscalYear=2085&palikaId=' + BIRATNAGAR, 'palika');
    expect(
      listed.body.items
        .map((t: { measure: string; status: string }) => `${t.measure}:${t.status}`)
        .sort(),
    ).toEqual(['cardsIssued:proposed', 'registrations:proposed']);
    const elsewhere = await post('/api/targets/import', 'palika2', {
      rows: [row('services')],
      dryRun: true,
    });
    expect([elsewhere.status, elsewhere.body.written ?? 0]).toEqual([403, 0]);
  });

  it("is in the synthetic data: each batch palika's targets of two years, approved, proposed and revised, by the rules", async () => {
    const palikas = (
      await t.db.query<{ id: number }>(
        `SELECT pa.id FROM palikas pa JOIN districts d ON d.id = pa.district_id
          WHERE d.name_en = 'Jhapa' ORDER BY pa.id LIMIT 8`,
      )
    ).map((p) => p.id);
    const batch = await post(
      '/api/programme/batches',
      'admin',
      validBatch({ members: palikas.map((id) => member(id)) }),
    );
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    expect(await writeTargets(t.db, palikas)).toBeGreaterThanOrEqual(palikas.length * 6);
    expect(await writeTargets(t.db, palikas)).toBe(0);
    const rows = await t.db.query<{ status: string; revision: number; n: number }>(
      `SELECT status, revision, count(*)::int AS n FROM targets
        WHERE palika_id = ANY('{${palikas.join(',')}}'::int[]) GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const states = rows.map((r) => `${r.status}:${r.revision}`);
    expect(states).toEqual(
      expect.arrayContaining(['approved:0', 'approved:1', 'proposed:0', 'superseded:0']),
    );
    const listed = await get(`/api/targets?palikaId=${palikas[0]}&status=approved`, 'admin');
    for (const target of listed.body.items as Record<string, number>[]) {
      expect(target.periodT1 + target.periodT2 + target.periodT3).toBe(target.total);
      expect(targetProblems(target as never)).toEqual([]);
    }
  });

  it("copies a year's approved targets one sets or proposes into a later year, once, last year's total as the baseline", async () => {
    const source = await post(
      '/api/targets',
      'province',
      palikaTarget({ fiscalYear: 2080, measure: 'services', palikaId: BIRATNAGAR }),
    );
    expect(source.body.status).toBe('approved');
    const byPalika = await post('/api/targets/copy-year', 'palika', {
      fromFiscalYear: 2080,
      toFiscalYear: 2081,
      palikaId: BIRATNAGAR,
    });
    expect(byPalika.body).toEqual({ copied: 1, skipped: 0 });
    const copies = await get(`/api/targets?fiscalYear=2081&palikaId=${BIRATNAGAR}`, 'palika');
    expect(copies.body.items).toHaveLength(1);
    expect(copies.body.items[0]).toMatchObject({
      status: 'proposed',
      measure: 'services',
      total: 300,
      baseline: 300,
      baselineFiscalYear: 2080,
      periodT1: 100,
      female: 150,
    });
    expect(
      (await post('/api/targets/copy-year', 'palika', { fromFiscalYear: 2080, toFiscalYear: 2081 }))
        .body,
    ).toEqual({ copied: 0, skipped: 1 });
    const elsewhere = await post('/api/targets/copy-year', 'palika2', {
      fromFiscalYear: 2080,
      toFiscalYear: 2081,
      palikaId: BIRATNAGAR,
    });
    expect([elsewhere.status, elsewhere.body.written ?? 0]).toEqual([403, 0]);
    expect(
      (
        await post('/api/targets/copy-year', 'district', {
          fromFiscalYear: 2080,
          toFiscalYear: 2081,
        })
      ).status,
    ).toBe(403);
    const backwards = await post('/api/targets/copy-year', 'palika', {
      fromFiscalYear: 2081,
      toFiscalYear: 2080,
    });
    expect(fieldsOf(backwards.body)).toEqual(['toFiscalYear:tooSmall']);
  });

  it('keeps a proposal off another target, and a revision on the target it revises', async () => {
    const approved = await post(
      '/api/targets',
      'province',
      palikaTarget({ fiscalYear: 2079, measure: 'registrations' }),
    );
    const proposal = await post(
      '/api/targets',
      'palika',
      palikaTarget({ fiscalYear: 2079, measure: 'cardsIssued' }),
    );
    expect([approved.body.status, proposal.body.status]).toEqual(['approved', 'proposed']);
    const moved = await put(
      `/api/targets/${proposal.body._id}`,
      'palika',
      updateOf(proposal.body, { measure: 'registrations' }),
    );
    expect(fieldsOf(moved.body)).toEqual(['measure:taken']);
    const { version: _v, ...fields } = updateOf(approved.body, { total: 330, periodT3: 130 });
    const revision = await post(`/api/targets/${approved.body._id}/revise`, 'palika', {
      ...fields,
      female: 180,
      _id: randomUUID(),
      version: approved.body.version,
      reason: 'More camps planned',
    });
    expect(revision.body.status).toBe('proposed');
    const elsewhere = await put(
      `/api/targets/${revision.body._id}`,
      'palika',
      updateOf(revision.body, { measure: 'personsServed' }),
    );
    expect(fieldsOf(elsewhere.body)).toEqual(['measure:notAllowed']);
    const raised = await put(
      `/api/targets/${revision.body._id}`,
      'palika',
      updateOf(revision.body, { total: 360, periodT3: 160, female: 210 }),
    );
    expect(raised.body).toMatchObject({ status: 'proposed', total: 360, revision: 1 });
  });
});
