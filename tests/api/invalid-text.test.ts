import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeInput } from './support/attributes';
import { validFacility, validFchv, validSchool, wardUpdateOf } from './support/facilities';
import { BIRATNAGAR, updateOf, validProfile } from './support/profiles';
import { validService } from './support/services';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * Text no person types and no export can hold is refused where it comes in, as a control character
 * is (issue 37 §2, §4): 400 naming the field, nothing written.
 */
let t: TestApp;
let palika: string;
let superadmin: string;
let person: { _id: string; version: number } & Record<string, unknown>;
let facilityId: string;
let physio: number;

const post = (url: string, body: unknown, token = palika) =>
  call(t.app, { method: 'POST', url, token, body });
const put = (url: string, body: unknown) =>
  call(t.app, { method: 'PUT', url, token: palika, body });
const get = (url: string) => call(t.app, { url, token: palika });
const written = async () =>
  (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log'))[0].count;

beforeAll(async () => {
  t = await startTestApp();
  palika = (await login(t.app, 'palika')).token;
  superadmin = (await login(t.app, 'superadmin')).token;
  person = (await post('/api/pwd/profiles', validProfile())).body;
  facilityId = (await post('/api/palika/health-facilities', validFacility(BIRATNAGAR))).body._id;
  const catalogue = (await get('/api/services/catalogue')).body;
  physio = catalogue.categories.find((c: { code: string }) => c.code === 'HEALTH.REHAB.PHYSIO').id;
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

  /** Half of a surrogate pair, alone: no UTF-8 holds it (issue 37 §4). */
  const LONE = 'a\ud800b';

  /** The seven operations that answered 500 (finding 7), each with one text holding it. */
  const CREATES: [string, string, () => Record<string, unknown>][] = [
    ['services/records', 'notes', () => validService(person._id, physio, { notes: LONE })],
    ['pwd/profiles', 'motherName', () => validProfile({ motherName: LONE })],
    ['palika/schools', 'iemisCode', () => validSchool(BIRATNAGAR, { iemisCode: LONE })],
    ['palika/health-facilities', 'nameEn', () => validFacility(BIRATNAGAR, { nameEn: LONE })],
    [
      'targets',
      'notes',
      () => ({
        _id: randomUUID(),
        fiscalYear: 2083,
        scope: 'palika',
        palikaId: BIRATNAGAR,
        measure: 'personsServed',
        total: 30,
        source: 'palika_plan',
        notes: LONE,
      }),
    ],
  ];

  it.each(CREATES)(
    'refuses a lone surrogate in a create (%s, %s) and writes nothing',
    async (path, field, body) => {
      const before = await written();
      const sent = body();
      const answer = await post(`/api/${path}`, sent);
      expect([answer.status, answer.body.message?.fields]).toEqual([
        400,
        [{ field, code: 'controlCharacter' }],
      ]);
      expect(await written()).toBe(before);
      expect((await get(`/api/${path}/${sent._id}`)).status).toBe(404);
    },
  );

  it('refuses a lone surrogate in an imported row, by its row, and writes nothing', async () => {
    const before = await written();
    const rows = [
      validFchv(BIRATNAGAR, facilityId),
      validFchv(BIRATNAGAR, facilityId, { nameEn: LONE }),
    ];
    const answer = await post('/api/palika/fchvs/import', { rows, dryRun: false });
    expect([answer.status, answer.body.message?.fields]).toEqual([
      400,
      [{ field: 'rows.1.nameEn', code: 'controlCharacter' }],
    ]);
    expect(await written()).toBe(before);
    expect((await get(`/api/palika/fchvs/${rows[0]._id}`)).status).toBe(404);
  });

  it('refuses a lone surrogate in a reason to delete, and deletes nothing', async () => {
    const before = await written();
    const answer = await post(`/api/pwd/profiles/${person._id}/delete`, {
      version: person.version,
      reason: `Moved ${LONE}`,
    });
    expect([answer.status, answer.body.message?.fields]).toEqual([
      400,
      [{ field: 'reason', code: 'controlCharacter' }],
    ]);
    expect(await written()).toBe(before);
    expect((await get(`/api/pwd/profiles/${person._id}`)).body).toMatchObject({
      version: person.version,
      deletedAt: null,
    });
  });

  it('refuses a lone surrogate in an update instead of storing U+FFFD', async () => {
    const ward = (await get(`/api/palika/wards?palikaId=${BIRATNAGAR}&pageSize=1`)).body.items[0];
    const edits: [string, Record<string, unknown>, string][] = [
      [`/api/pwd/profiles/${person._id}`, updateOf(person, { fatherName: LONE }), 'fatherName'],
      [`/api/palika/wards/${ward._id}`, wardUpdateOf(ward, { chairName: LONE }), 'chairName'],
    ];
    for (const [url, body, field] of edits) {
      const version = (await get(url)).body.version;
      const answer = await put(url, body);
      expect([url, answer.status, answer.body.message?.fields]).toEqual([
        url,
        400,
        [{ field, code: 'controlCharacter' }],
      ]);
      expect((await get(url)).body.version).toBe(version);
    }
  });

  it("refuses a lone surrogate or a NUL in a service's text detail, naming it", async () => {
    const attribute = await post(
      '/api/services/attributes',
      attributeInput({
        code: 'session_note',
        labelEn: 'Note',
        labelNe: 'टिप्पणी',
        dataType: 'text',
        aggregation: 'count',
      }),
      superadmin,
    );
    expect(attribute.status, JSON.stringify(attribute.body)).toBe(200);
    const category = await post(
      '/api/services/categories',
      {
        code: 'HEALTH.REHAB.NOTED',
        parentId: (await get('/api/services/catalogue')).body.categories.find(
          (c: { code: string }) => c.code === 'HEALTH.REHAB',
        ).id,
        nameEn: 'Noted therapy',
        nameNe: 'टिप्पणी थेरापी',
        defaultUnit: 'session',
        isIndividual: true,
        isGroup: false,
        recordKind: 'standard',
        requiresCard: false,
        eligibleSeverity: [],
        eligibleTypes: [],
        sortOrder: 9,
        activeFromFy: 2075,
        activeToFy: null,
        attributeIds: [attribute.body.id],
      },
      superadmin,
    );
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    const before = await written();
    for (const text of [LONE, 'a\u0000b', 'a\uffffb']) {
      const sent = validService(person._id, category.body.id, {
        attributes: { session_note: text },
      });
      const answer = await post('/api/services/records', sent);
      expect([answer.status, answer.body.message?.fields]).toEqual([
        400,
        [{ field: 'attributes.session_note', code: 'controlCharacter' }],
      ]);
    }
    expect(await written()).toBe(before);
    const kept = validService(person._id, category.body.id, {
      attributes: { session_note: 'ठीक 😀' },
    });
    expect((await post('/api/services/records', kept)).status).toBe(200);
  });
});
