import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validActivity } from './support/activities';
import { validFacility, validFchv, validSchool } from './support/facilities';
import { BIRATNAGAR, validProfile } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * Clerks saving one unique code at the same moment (issue 37 §3): one save makes the record, every
 * other is answered as a save after it would be, 400 `taken` naming the field, never 500. On
 * PostgreSQL the saves run side by side, each checks before the other has written, and the unique
 * index refuses the later rows (SQLSTATE 23505); PGlite runs them one after another.
 */
const SAVES = 6;
const ROUNDS = 5;
let t: TestApp;
let palika: string;
let facilityId: string;

const post = (url: string, body: unknown) =>
  call(t.app, { method: 'POST', url, token: palika, body });
const code = () => `R${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  t = await startTestApp();
  palika = (await login(t.app, 'palika')).token;
  facilityId = (await post('/api/palika/health-facilities', validFacility(BIRATNAGAR))).body._id;
});
afterAll(() => t.close());

/** For each kind with a unique code: its create, the field, and a body holding a given code. */
const KINDS: [string, string, (value: string) => Record<string, unknown>][] = [
  [
    '/api/palika/fchvs',
    'fchvCode',
    (value) => validFchv(BIRATNAGAR, facilityId, { fchvCode: value }),
  ],
  [
    '/api/palika/health-facilities',
    'hmisCode',
    (value) => validFacility(BIRATNAGAR, { hmisCode: value }),
  ],
  ['/api/palika/schools', 'iemisCode', (value) => validSchool(BIRATNAGAR, { iemisCode: value })],
  ['/api/programme/activities', 'code', (value) => validActivity(BIRATNAGAR, { code: value })],
  [
    '/api/pwd/profiles',
    'cardNo',
    (value) =>
      validProfile({
        cardStatus: 'issued',
        severityClass: 'B',
        cardNo: value,
        cardIssueDate: '2026-10-01',
        guardianName: 'Gopal',
        guardianRelation: 'father',
      }),
  ],
];

describe(`saves racing for one unique code (${DATABASE_KIND})`, () => {
  it.each(KINDS)('%s: one is made, the others are told %s is taken', async (url, field, body) => {
    const answers: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const value = code();
      const results = await Promise.all(
        Array.from({ length: SAVES }, () => post(url, { ...body(value), _id: randomUUID() })),
      );
      const made = results.filter((r) => r.status === 200);
      const refused = results.filter(
        (r) =>
          r.status === 400 &&
          r.body.message.fields?.some(
            (f: { field: string; code: string }) => f.field === field && f.code === 'taken',
          ),
      );
      answers.push(
        `${made.length} made, ${refused.length} taken, of ${results.length}: ${results
          .filter((r) => r.status !== 200 && !refused.includes(r))
          .map((r) => `${r.status} ${JSON.stringify(r.body.message?.fields ?? [])}`)}`,
      );
    }
    expect(answers).toEqual(
      Array.from({ length: ROUNDS }, () => `1 made, ${SAVES - 1} taken, of ${SAVES}: `),
    );
  });

  it('imports racing for one code: one writes its rows, the others name the row taken', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const value = code();
      const results = await Promise.all(
        Array.from({ length: SAVES }, () =>
          post('/api/palika/fchvs/import', {
            rows: [validFchv(BIRATNAGAR, facilityId, { fchvCode: value })],
            dryRun: false,
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
      const bodies = results.map((r) => r.body).sort((a, b) => b.written - a.written);
      expect(bodies).toEqual([
        { checked: 1, written: 1, problems: [] },
        ...Array.from({ length: SAVES - 1 }, () => ({
          checked: 1,
          written: 0,
          problems: [{ row: 1, field: 'fchvCode', code: 'taken', other: expect.any(String) }],
        })),
      ]);
    }
  });
});
