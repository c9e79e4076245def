import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRATNAGAR, updateOf, validProfile } from './support/profiles';
import { validService } from './support/services';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * Issue 39 §3: a palika's period shows what changed since its last submission or approval, and
 * only what counts in that period (the meaning the lock gives "counts in", decision 0046): a
 * record of the palika's other periods, or a person's field no figure reads, is not a change of it.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const PATH = `/api/reports/${BIRATNAGAR}/2082/2`;
const send = (who: string, method: 'POST' | 'PUT', url: string, body: object) =>
  call(t.app, { method, url, token: tokens[who], body });
const made = async (url: string, body: Record<string, unknown>) => {
  const answer = await send('palika', 'POST', url, body);
  expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as Record<string, unknown> & { _id: string; version: number };
};

let categoryId: number;
let person: Record<string, unknown> & { _id: string; version: number };
let submittedService: Record<string, unknown> & { _id: string; version: number };
let submittedBody: Record<string, unknown>;

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['palika', 'district']) tokens[who] = (await login(t.app, who)).token;
  const catalogue = await call(t.app, { url: '/api/services/catalogue', token: tokens.palika });
  categoryId = catalogue.body.categories.find(
    (c: { code: string }) => c.code === 'HEALTH.REHAB.PHYSIO',
  ).id;
  // Registered in the first four months of 2082/83: counted in its second too.
  person = await made('/api/pwd/profiles', validProfile({ registrationDate: '2025-08-01' }));
  // Given in the second four months, before the submission: part of what was submitted.
  submittedBody = validService(person._id, categoryId, { serviceDate: '2025-12-10' });
  submittedService = await made('/api/services/records', submittedBody);
  const submitted = await send('palika', 'POST', `${PATH}/moves`, { move: 'submit', version: 0 });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const reason = 'The services of Poush are missing';
  const returned = await send('district', 'POST', `${PATH}/moves`, {
    move: 'return',
    version: 1,
    reason,
  });
  expect(returned.status, JSON.stringify(returned.body)).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe(`a period's changes since its submission (${DATABASE_KIND})`, () => {
  it("lists the records that count in the period, not the palika's others", async () => {
    const inPeriod = await made(
      '/api/services/records',
      validService(person._id, categoryId, { serviceDate: '2025-12-20' }),
    );
    // Of the palika, but of its third period (open): no change of the second.
    await made(
      '/api/services/records',
      validService(person._id, categoryId, { serviceDate: '2026-04-20' }),
    );
    // A person registered after the period: counted in none of it.
    await made('/api/pwd/profiles', validProfile({ registrationDate: '2026-04-10' }));
    const read = await call(t.app, { url: PATH, token: tokens.palika });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.changes).toMatchObject({
      since: 'submit',
      records: [{ entity: 'service', entityId: inPeriod._id, action: 'create' }],
      recordsTotal: 1,
    });
  });

  it("leaves out a person's change no figure reads, and keeps one a figure reads", async () => {
    const renamed = await send(
      'palika',
      'PUT',
      `/api/pwd/profiles/${person._id}`,
      updateOf(person, { nameEn: 'Renamed Person' }),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const before = (await call(t.app, { url: PATH, token: tokens.palika })).body.changes;
    expect(before.records.map((r: { entity: string }) => r.entity)).toEqual(['service']);
    const moved = await send(
      'palika',
      'PUT',
      `/api/pwd/profiles/${person._id}`,
      updateOf(renamed.body, { wardNo: 7 }),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = (await call(t.app, { url: PATH, token: tokens.palika })).body.changes;
    expect(after.records).toMatchObject([
      { entity: 'pwd', entityId: person._id, action: 'update' },
      { entity: 'service' },
    ]);
  });

  it('lists a record moved out of the period, by the date its change took away', async () => {
    const { _id, version } = submittedService;
    expect(submittedService).toMatchObject({ fiscalYear: 2082, trimester: 2 });
    // Re-dated into the third four months: it no longer counts in the second, which it left.
    const redated = await send('palika', 'PUT', `/api/services/records/${_id}`, {
      ...submittedBody,
      _id: undefined,
      serviceDate: '2026-04-25',
      version,
    });
    expect(redated.status, JSON.stringify(redated.body)).toBe(200);
    expect(redated.body).toMatchObject({ fiscalYear: 2082, trimester: 3 });
    const changes = (await call(t.app, { url: PATH, token: tokens.palika })).body.changes;
    expect(changes.records[0]).toMatchObject({
      entity: 'service',
      entityId: _id,
      action: 'update',
    });
    expect(changes.records.filter((r: { entityId: string }) => r.entityId === _id)).toHaveLength(1);
  });
});
