import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
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
});
