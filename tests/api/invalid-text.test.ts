import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validSchool } from './support/facilities';
import { BIRATNAGAR } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * Text no person types and no export can hold is refused where it comes in, as a control character
 * is (issue 37 §2, §4): 400 naming the field, nothing written.
 */
let t: TestApp;
let palika: string;

const post = (url: string, body: unknown) =>
  call(t.app, { method: 'POST', url, token: palika, body });
const written = async () =>
  (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log'))[0].count;

beforeAll(async () => {
  t = await startTestApp();
  palika = (await login(t.app, 'palika')).token;
});
afterAll(() => t.close());

describe(`text the API refuses (${DATABASE_KIND})`, () => {
  it.each([
    ['U+FFFF', 'a\uffffb'],
    ['U+FFFE', 'a\ufffeb'],
    ['U+FDD0', 'a\ufdd0b'],
  ])('refuses a non-character (%s) as a control character, and writes nothing', async (_, text) => {
    const before = await written();
    const school = validSchool(BIRATNAGAR, { nameEn: text });
    const answer = await post('/api/palika/schools', school);
    expect(answer.status).toBe(400);
    expect(answer.body.message.fields).toEqual([{ field: 'nameEn', code: 'controlCharacter' }]);
    expect(await written()).toBe(before);
    expect(
      (await call(t.app, { url: `/api/palika/schools/${school._id}`, token: palika })).status,
    ).toBe(404);
  });

  it('keeps Devanagari, emoji and the replacement character a person may paste', async () => {
    const answer = await post(
      '/api/palika/schools',
      validSchool(BIRATNAGAR, { nameEn: 'School 😀 \ufffd', nameNe: 'विद्यालय 🙂' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ nameEn: 'School 😀 \ufffd', nameNe: 'विद्यालय 🙂' });
  });
});
