import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/server/openapi/contract';
import { FIELD_ERRORS_COUNTED, FIELD_ERRORS_SHOWN } from '@/shared/errors';
import { validFacility, validFchv } from './support/facilities';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * A small hostile body is not answered with a huge error (issue 37 §1): an array over its size is
 * refused for its size alone; otherwise at most FIELD_ERRORS_SHOWN wrong fields are named and the
 * answer says how many more there were, or that there were at least so many more.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const IMPORT = '/api/palika/fchvs/import';

const post = (url: string, payload: string, token = tokens.cbrf) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  });
const rowsOf = (count: number, row: string) =>
  `{"rows":[${Array(count).fill(row).join(',')}],"dryRun":true}`;

/** The fields an FCHV row must have: an empty row is wrong once for each. */
const REQUIRED = (() => {
  const op = operations().find((o) => o.operationId === 'importFchvs')!;
  const rows = (op.schema.body!.properties as Record<string, { items: { required: string[] } }>)
    .rows;
  return rows.items.required.length;
})();

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['cbrf', 'palika', 'palika2']) tokens[user] = (await login(t.app, user)).token;
});
afterAll(() => t.close());

describe(`error answers are bounded (${DATABASE_KIND})`, () => {
  it('refuses 120,000 empty rows for their number alone, in a small answer', async () => {
    const answer = await post(IMPORT, rowsOf(120_000, '{}'));
    expect(answer.statusCode).toBe(400);
    expect(answer.body.length).toBeLessThan(1000);
    expect(answer.json().message).toEqual({
      reason: 'Some fields are not valid',
      code: 'validation',
      fields: [{ field: 'rows', code: 'tooLong', limit: 5000 }],
    });
  });

  it('refuses a nested list over its size without looking into its items', async () => {
    const trainings = `[${Array(100_000).fill('{}').join(',')}]`;
    const answer = await post(IMPORT, rowsOf(2, `{"trainings":${trainings}}`));
    expect(answer.statusCode).toBe(400);
    const { fields, moreFields } = answer.json().message;
    expect(fields).toHaveLength(2);
    expect(fields).toEqual([
      { field: 'rows.0.trainings', code: 'tooLong', limit: 50 },
      { field: 'rows.1.trainings', code: 'tooLong', limit: 50 },
    ]);
    expect(moreFields).toBeUndefined();
  });

  it('refuses a list of distinct choices longer than its choices for its length alone', async () => {
    const levels = JSON.stringify(Array(100_000).fill('eced'));
    const answer = await post('/api/palika/schools', `{"levels":${levels}}`, tokens.palika);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message.fields).toEqual([{ field: 'levels', code: 'tooLong', limit: 5 }]);
  });

  it('names the first hundred wrong fields of rows within the size, and counts the rest', async () => {
    const rows = 300;
    const answer = await post(IMPORT, rowsOf(rows, '{}'));
    expect(answer.statusCode).toBe(400);
    const { fields, moreFields, moreFieldsAtLeast } = answer.json().message;
    expect(fields).toHaveLength(FIELD_ERRORS_SHOWN);
    expect(fields[0]).toMatchObject({ field: expect.stringMatching(/^rows\.0\./) });
    expect(fields.every((f: { code: string }) => f.code === 'required')).toBe(true);
    expect(moreFields).toBe(rows * REQUIRED - FIELD_ERRORS_SHOWN);
    expect(moreFieldsAtLeast).toBeUndefined();
  });

  it('stops looking after a bound, and says there were at least so many more', async () => {
    const answer = await post(IMPORT, rowsOf(5000, '{}'));
    expect(answer.statusCode).toBe(400);
    expect(answer.body.length).toBeLessThan(20_000);
    const { fields, moreFields, moreFieldsAtLeast } = answer.json().message;
    expect(fields).toHaveLength(FIELD_ERRORS_SHOWN);
    expect(moreFields).toBe(FIELD_ERRORS_COUNTED - FIELD_ERRORS_SHOWN);
    expect(moreFieldsAtLeast).toBe(true);
  });

  it('bounds a refusal of the server’s own rules too: rows of another palika', async () => {
    const facility = JSON.parse(
      (
        await post(
          '/api/palika/health-facilities',
          JSON.stringify(validFacility(SUNDARHARAICHA)),
          tokens.palika2,
        )
      ).body,
    )._id;
    const rows = Array.from({ length: 150 }, () => ({
      ...validFchv(SUNDARHARAICHA, facility),
      _id: randomUUID(),
    }));
    const answer = await post(IMPORT, JSON.stringify({ rows, dryRun: true }), tokens.palika);
    expect(answer.statusCode).toBe(403);
    const { fields, moreFields } = answer.json().message;
    expect(fields).toHaveLength(FIELD_ERRORS_SHOWN);
    expect(moreFields).toBe(50);
  });

  it('keeps a right import as it was', async () => {
    const facility = (
      await call(t.app, {
        method: 'POST',
        url: '/api/palika/health-facilities',
        token: tokens.palika,
        body: validFacility(BIRATNAGAR),
      })
    ).body._id;
    const rows = Array.from({ length: 3 }, () => ({
      ...validFchv(BIRATNAGAR, facility),
      _id: randomUUID(),
    }));
    const answer = await post(IMPORT, JSON.stringify({ rows, dryRun: true }), tokens.palika);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ checked: 3, written: 0, problems: [] });
  });
});
