import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRATNAGAR, SUNDARHARAICHA, validProfile } from './support/profiles';
import { validService } from './support/services';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const WHO = ['superadmin', 'admin', 'province', 'district', 'palika', 'palika2', 'cbrf'];

const url = (palikaId: number, fiscalYear: number, period: number) =>
  `/api/reports/${palikaId}/${fiscalYear}/${period}`;
const read = (who: string, path: string) => call(t.app, { url: path, token: tokens[who] });
const move = (who: string, path: string, body: object) =>
  call(t.app, { method: 'POST', url: `${path}/moves`, token: tokens[who], body });

beforeAll(async () => {
  t = await startTestApp();
  for (const who of WHO) tokens[who] = (await login(t.app, who)).token;
});
afterAll(() => t.close());

describe(`reports (${DATABASE_KIND})`, () => {
  it('shows what changed since the submission that was returned: figures and records', async () => {
    const path = url(BIRATNAGAR, 2080, 3);
    // First in this file: no later period is locked yet, so the person may be registered.
    const person = await call(t.app, {
      method: 'POST',
      url: '/api/pwd/profiles',
      token: tokens.palika,
      body: validProfile({ registrationDate: '2024-04-10' }),
    });
    expect(person.status, JSON.stringify(person.body)).toBe(200);
    const submitted = await move('palika', path, { move: 'submit', version: 0 });
    const reason = 'Ward 3 registrations are missing';
    const returned = await move('district', path, { move: 'return', version: 1, reason });
    expect(returned.body).toMatchObject({
      state: 'open',
      returned: true,
      movesAllowed: [],
    });
    expect((await read('palika', path)).body.movesAllowed).toEqual(['submit']);
    expect(returned.body.history[1]).toMatchObject({
      move: 'return',
      reason,
      movedBy: { name: 'Bikash Limbu' },
    });
    const catalogue = (await read('palika', '/api/services/catalogue')).body;
    const categoryId = catalogue.categories.find(
      (c: { code: string }) => c.code === 'HEALTH.REHAB.PHYSIO',
    ).id;
    const service = await call(t.app, {
      method: 'POST',
      url: '/api/services/records',
      token: tokens.palika,
      body: validService(person.body._id, categoryId, { serviceDate: '2024-04-15' }),
    });
    expect(service.status, JSON.stringify(service.body)).toBe(200);
    const again = await move('palika', path, { move: 'submit', version: 2 });
    const before = submitted.body.figures.services;
    expect(again.body.figures.services).toBe(before + 1);
    expect(again.body.changes).toMatchObject({
      since: 'submit',
      figures: expect.arrayContaining([{ measure: 'services', before, now: before + 1 }]),
      records: [
        { entity: 'service', entityId: service.body._id, action: 'create', by: 'Sarita Shrestha' },
      ],
      recordsTotal: 1,
    });
  });

  it('walk from open through submitted and approved to accepted, each move kept with its digest', async () => {
    const path = url(BIRATNAGAR, 2083, 3);
    const open = await read('palika', path);
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body).toMatchObject({
      state: 'open',
      version: 0,
      movesAllowed: ['submit'],
      history: [],
    });
    const submitted = await move('palika', path, { move: 'submit', version: 0 });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({
      state: 'submitted',
      version: 1,
      late: false,
      movesAllowed: [],
    });
    const approved = await move('district', path, { move: 'approve', version: 1 });
    expect(approved.body).toMatchObject({ state: 'approved', version: 2 });
    const accepted = await move('province', path, { move: 'accept', version: 2 });
    expect(accepted.body.history.map((m: { move: string }) => m.move)).toEqual([
      'submit',
      'approve',
      'accept',
    ]);
    expect(accepted.body.history[0].movedBy.name).toBe('Sarita Shrestha');
    expect(accepted.body.history[0].figures).toEqual(accepted.body.figures);
    const listed = await read('district', `/api/reports?fiscalYear=2083&palikaId=${BIRATNAGAR}`);
    expect(listed.body.items.map((r: { state: string }) => r.state)).toEqual([
      'open',
      'open',
      'accepted',
    ]);
    expect((await read('palika2', path)).status).toBe(404);
    expect(
      (await read('palika2', `/api/reports?fiscalYear=2083&palikaId=${BIRATNAGAR}`)).body.items,
    ).toEqual([]);
    expect((await read('palika2', `/api/reports?fiscalYear=2083`)).body.items).toHaveLength(3);
    expect(SUNDARHARAICHA).toBeGreaterThan(0);
  });

  it('needs words to return or reopen, refuses a stale version, and keeps what was saved', async () => {
    const path = url(BIRATNAGAR, 2083, 1);
    await move('palika', path, { move: 'submit', version: 0 });
    for (const reason of [undefined, null, '', '   \n ']) {
      const refused = await move('district', path, { move: 'return', version: 1, reason });
      expect(refused.status).toBe(400);
      expect(refused.body.message.fields).toEqual([{ field: 'reason', code: 'required' }]);
    }
    const stale = await move('district', path, { move: 'approve', version: 0 });
    expect([stale.status, stale.body.message.code]).toEqual([409, 'conflict']);
    const wrong = await move('district', path, { move: 'accept', version: 1 });
    expect([wrong.status, wrong.body.message.code]).toEqual([403, 'forbidden']);
    const notFromHere = await move('palika', path, { move: 'submit', version: 1 });
    expect([notFromHere.status, notFromHere.body.message.code]).toEqual([
      409,
      'report.moveNotAllowed',
    ]);
    const kept = await read('district', path);
    expect(kept.body).toMatchObject({
      state: 'submitted',
      version: 1,
      movesAllowed: ['return', 'approve'],
    });
    expect(kept.body.history).toHaveLength(1);
  });

  it('counts a submission after the due date late, and the first submission decides', async () => {
    const late = await move('palika', url(BIRATNAGAR, 2080, 1), { move: 'submit', version: 0 });
    expect(late.body).toMatchObject({ late: true, dueDate: '2023-12-01' });
    expect(late.body.history[0].late).toBe(true);
    const onTime = await move('palika', url(BIRATNAGAR, 2089, 3), { move: 'submit', version: 0 });
    expect(onTime.status, JSON.stringify(onTime.body)).toBe(200);
    expect(onTime.body.late).toBe(false);
    const listed = await read('palika', `/api/reports?fiscalYear=2080`);
    expect(listed.body.items.map((r: { late: boolean }) => r.late)).toEqual([true, false, true]); // period 3 by the first test;
  });
});
