import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPalikaId } from '@/server/features/geography/find-place';
import { BIRATNAGAR, SUNDARHARAICHA, updateOf, validProfile } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
let palika: string;
let cbrf: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  palika = (await login(t.app, 'palika')).token;
  cbrf = (await login(t.app, 'cbrf')).token;
  admin = (await login(t.app, 'admin')).token;
});
afterAll(() => t.close());

const post = (url: string, token: string, body?: unknown) =>
  call(t.app, { method: 'POST', url, token, body });
const put = (url: string, token: string, body?: unknown) =>
  call(t.app, { method: 'PUT', url, token, body });
const get = (url: string, token: string) => call(t.app, { url, token });
const fieldsOf = (body: { message: { fields?: { field: string; code: string }[] } }) =>
  body.message.fields?.map((f) => `${f.field}:${f.code}`).sort();

describe(`persons with disabilities: profiles (${DATABASE_KIND})`, () => {
  it('registers a person with a registration number of the palika and fiscal year, derived card colour and age', async () => {
    const created = await post(
      '/api/pwd/profiles',
      palika,
      validProfile({
        nameNe: 'सीता कुमारी',
        nameEn: 'Sita Kumari',
        cardStatus: 'issued',
        severityClass: 'B',
        cardNo: 'BRT-101',
        cardIssueDate: '2026-10-01',
        guardianName: 'Gopal',
        guardianRelation: 'father',
      }),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      registrationNo: expect.stringMatching(/-2083-\d{5}$/),
      fiscalYear: 2083,
      cardColour: 'blue',
      age: 36,
      version: 1,
      createdBy: 'palika',
      places: { palika: { _id: BIRATNAGAR }, district: { name: 'Morang' } },
    });
    const second = await post(
      '/api/pwd/profiles',
      palika,
      validProfile({ nameNe: 'गीता', nameEn: 'Gita' }),
    );
    const sequence = (no: string) => Number(no.split('-').pop());
    expect(sequence(second.body.registrationNo)).toBe(sequence(created.body.registrationNo) + 1);
  });

  it('a retried save with the same id returns the first record and makes no second one', async () => {
    const profile = validProfile({ nameEn: 'Retry Person', nameNe: 'दोहोर्याइ' });
    const first = await post('/api/pwd/profiles', cbrf, profile);
    const again = await post('/api/pwd/profiles', cbrf, profile);
    expect(again.body.registrationNo).toBe(first.body.registrationNo);
    const list = await get('/api/pwd/profiles?search=Retry%20Person', cbrf);
    expect(list.body.total).toBe(1);
  });

  it('names every wrong field: conditional rules, formats, dates in the future, places', async () => {
    const wrong = await post(
      '/api/pwd/profiles',
      palika,
      validProfile({
        nameNe: 'Ram',
        nameEn: 'राम',
        dob: '2015-01-01',
        disabilityTypes: ['visual', 'physical'],
        primaryDisabilityType: 'visual',
        cardStatus: 'issued',
        registrationDate: '2030-01-01',
        phone: '12345',
        consentGiven: false,
        wardNo: 40,
      }),
    );
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual([
      'cardIssueDate:required',
      'cardNo:required',
      'consentGiven:required',
      'disabilitySubtypes:required',
      'educationStatus:required',
      'guardianName:required',
      'guardianRelation:required',
      'nameEn:invalidFormat',
      'nameNe:invalidFormat',
      'phone:invalidFormat',
      'primaryDisabilityType:invalidValue',
      'registrationDate:tooLarge',
      'severityClass:required',
      'wardNo:tooLarge',
    ]);
    const schema = await post('/api/pwd/profiles', palika, {
      ...validProfile(),
      gender: 'unknown',
      junk: 1,
      nameNe: undefined,
    });
    expect(fieldsOf(schema.body)).toEqual([
      'gender:invalidValue',
      'junk:unknownProperty',
      'nameNe:required',
    ]);
    const subtype = await post(
      '/api/pwd/profiles',
      palika,
      validProfile({ disabilitySubtypes: ['deaf'] }),
    );
    expect(fieldsOf(subtype.body)).toEqual(['disabilitySubtypes:notAllowed']);
  });

  it('refuses an identifier another person holds, and accepts Devanagari digits in it', async () => {
    await post(
      '/api/pwd/profiles',
      palika,
      validProfile({
        citizenshipNo: '०५-०१-७६-१२३४',
        citizenshipDistrictId: 6,
        nin: '12345678901',
      }),
    );
    const again = await post(
      '/api/pwd/profiles',
      palika,
      validProfile({
        citizenshipNo: '05-01-76-1234',
        citizenshipDistrictId: 6,
        nin: '12345678901',
      }),
    );
    expect(fieldsOf(again.body)).toEqual([
      'citizenshipNo:possibleDuplicate',
      'nin:possibleDuplicate',
    ]);
    // From another palika: the same answer, naming neither the person nor where they are recorded.
    const sundarharaicha = await findPalikaId(t.db, 'Morang', 'Sundarharaicha');
    const elsewhere = await post(
      '/api/pwd/profiles',
      (await login(t.app, 'palika2')).token,
      validProfile({
        palikaId: sundarharaicha,
        wardNo: 1,
        citizenshipNo: '05-01-76-1234',
        citizenshipDistrictId: 6,
        nin: '12345678901',
      }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message.fields).toEqual(again.body.message.fields);
    expect(JSON.stringify(elsewhere.body)).not.toMatch(/Biratnagar|बिराटनगर|विराटनगर|राम|Ram/);
  });

  it('finds possible duplicates by identifiers and by name, birth date, parent and ward', async () => {
    await post(
      '/api/pwd/profiles',
      palika,
      validProfile({
        nameNe: 'मीना राई',
        nameEn: 'Mina Rai',
        dob: '1985-02-03',
        motherName: 'Kali Rai',
        wardNo: 7,
        nin: '99988877766',
      }),
    );
    const byName = await post('/api/pwd/profiles/duplicates', cbrf, {
      nameNe: 'मीना राई',
      dob: '1985-02-03',
      motherName: 'kali rai',
      palikaId: BIRATNAGAR,
      wardNo: 7,
    });
    expect(
      byName.body.items.map((m: { profile: { nameEn: string }; reasons: string[] }) => [
        m.profile.nameEn,
        m.reasons,
      ]),
    ).toEqual([['Mina Rai', ['nameDobParentWard']]]);
    const byNin = await post('/api/pwd/profiles/duplicates', cbrf, {
      nameNe: 'अरू',
      nin: '९९९८८८७७७६६',
    });
    expect(byNin.body.items[0].reasons).toEqual(['nin']);
    const other = await post(
      '/api/pwd/profiles/duplicates',
      (await login(t.app, 'palika2')).token,
      { nameNe: 'अरू', nin: '99988877766' },
    );
    expect(other.body.items).toEqual([]);
  });

  it('edits from the version the edit started from; a stale edit changes nothing and answers 409', async () => {
    const created = (
      await post(
        '/api/pwd/profiles',
        palika,
        validProfile({ nameEn: 'Version Test', nameNe: 'संस्करण' }),
      )
    ).body;
    const first = await put(
      `/api/pwd/profiles/${created._id}`,
      palika,
      updateOf(created, { wardNo: 6 }),
    );
    expect(first.body).toMatchObject({ wardNo: 6, version: 2, updatedBy: 'palika' });
    const stale = await put(
      `/api/pwd/profiles/${created._id}`,
      cbrf,
      updateOf(created, { wardNo: 9 }),
    );
    expect([stale.status, stale.body.message.code]).toEqual([409, 'conflict']);
    expect((await get(`/api/pwd/profiles/${created._id}`, palika)).body).toMatchObject({
      wardNo: 6,
      version: 2,
    });
    const history = await get(`/api/pwd/profiles/${created._id}/history`, palika);
    expect(history.body.items[0]).toMatchObject({
      action: 'update',
      actor: 'palika',
      before: { wardNo: 5 },
      after: { wardNo: 6 },
    });
    expect(history.body.items[1]).toMatchObject({ action: 'create', actor: 'palika' });
  });

  it('a writer cannot move a record out of their area (403), and cannot see records outside it (404)', async () => {
    const created = (
      await post('/api/pwd/profiles', palika, validProfile({ nameEn: 'Mover', nameNe: 'सर्ने' }))
    ).body;
    const moved = await put(
      `/api/pwd/profiles/${created._id}`,
      palika,
      updateOf(created, { palikaId: SUNDARHARAICHA }),
    );
    expect(moved.status).toBe(403);
    const outside = await post(
      '/api/pwd/profiles',
      palika,
      validProfile({ palikaId: SUNDARHARAICHA }),
    );
    expect(outside.status).toBe(403);
    const palika2 = (await login(t.app, 'palika2')).token;
    expect((await get(`/api/pwd/profiles/${created._id}`, palika2)).status).toBe(404);
  });

  it('soft-deletes with a reason, hides the record from the list, and an admin restores it', async () => {
    const created = (
      await post(
        '/api/pwd/profiles',
        palika,
        validProfile({
          nameEn: 'Deleted Person',
          nameNe: 'मेटिएको',
          cardStatus: 'issued',
          severityClass: 'C',
          cardNo: 'DEL-1',
          cardIssueDate: '2026-01-01',
        }),
      )
    ).body;
    const deleted = await post(`/api/pwd/profiles/${created._id}/delete`, palika, {
      reason: 'Entered twice',
      version: 1,
    });
    expect(deleted.body).toMatchObject({ deleteReason: 'Entered twice', version: 2 });
    expect((await get('/api/pwd/profiles?search=Deleted%20Person', palika)).body.total).toBe(0);
    expect(
      (await get('/api/pwd/profiles?search=Deleted%20Person&deleted=true', palika)).body.total,
    ).toBe(1);
    expect((await post(`/api/pwd/profiles/${created._id}/restore`, palika)).status).toBe(403);
    const restored = await post(`/api/pwd/profiles/${created._id}/restore`, admin);
    expect(restored.body).toMatchObject({ deletedAt: null, version: 3 });
    const actions = (await get(`/api/pwd/profiles/${created._id}/history`, admin)).body.items.map(
      (e: { action: string }) => e.action,
    );
    expect(actions).toEqual(['restore', 'delete', 'create']);
  });

  it('searches by name in either script, registration or card number, and filters', async () => {
    const made = (
      await post(
        '/api/pwd/profiles',
        palika,
        validProfile({
          nameNe: 'कमला श्रेष्ठ',
          nameEn: 'Kamala Shrestha',
          gender: 'female',
          dob: '2020-01-01',
          guardianName: 'Ama',
          guardianRelation: 'mother',
          educationStatus: 'ecd',
          disabilityTypes: ['hearing'],
          primaryDisabilityType: 'hearing',
          disabilitySubtypes: ['deaf'],
        }),
      )
    ).body;
    const names = async (query: string) =>
      (await get(`/api/pwd/profiles?${query}`, cbrf)).body.items.map(
        (p: { nameEn: string }) => p.nameEn,
      );
    expect(await names(`search=${encodeURIComponent('श्रेष्ठ')}`)).toEqual(['Kamala Shrestha']);
    expect(await names('search=kamala')).toEqual(['Kamala Shrestha']);
    expect(await names(`search=${made.registrationNo}`)).toEqual(['Kamala Shrestha']);
    expect(await names('disabilityType=hearing&gender=female&ageBand=5-17')).toEqual([
      'Kamala Shrestha',
    ]);
    expect(await names('disabilityType=hearing&ageBand=18-59')).toEqual([]);
  });

  it("names the person's school and the FCHV who identified them, each of the person's palika", async () => {
    const [school] = await t.db.query<{ id: string }>(
      `INSERT INTO schools (id, palika_id, ward_no, iemis_code, name_ne, name_en, school_type, levels, academic_year_bs)
        VALUES (gen_random_uuid(), ${BIRATNAGAR}, 5, 'LINK-${Date.now()}', 'श्री जनता मावि', 'Janata Secondary', 'community', '{basic_1_5}', 2082) RETURNING id`,
    );
    const [elsewhere] = await t.db.query<{ id: string }>(
      `INSERT INTO schools (id, palika_id, ward_no, iemis_code, name_ne, school_type, levels, academic_year_bs)
        VALUES (gen_random_uuid(), ${SUNDARHARAICHA}, 1, 'LINK2-${Date.now()}', 'अर्को विद्यालय', 'community', '{basic_1_5}', 2082) RETURNING id`,
    );
    const wrong = await post(
      '/api/pwd/profiles',
      palika,
      validProfile({
        schoolId: elsewhere.id,
        registeredByFchvId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual([
      'registeredByFchvId:invalidValue',
      'schoolId:otherPalika',
    ]);
    const made = await post('/api/pwd/profiles', palika, validProfile({ schoolId: school.id }));
    expect(made.status).toBe(200);
    expect(made.body.school).toEqual({
      _id: school.id,
      nameNe: 'श्री जनता मावि',
      nameEn: 'Janata Secondary',
    });
    expect(made.body.registeredByFchv).toBeNull();
    const edited = await put(
      `/api/pwd/profiles/${made.body._id}`,
      palika,
      updateOf(made.body, { schoolId: null }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.school).toBeNull();
  });
});
