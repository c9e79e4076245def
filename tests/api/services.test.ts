import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCategory, listCategories } from '@/server/features/services/catalogue-repository';
import { attributeInput } from './support/attributes';
import { validProfile } from './support/profiles';
import { validService } from './support/services';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
let superadmin: string;
let palika: string;
let admin: string;
let categories: {
  id: number;
  code: string;
  parentId: number | null;
  level: number;
  isLeaf: boolean;
  version: number;
  [key: string]: unknown;
}[];
let person: { _id: string };
let cardHolder: { _id: string };

const post = (url: string, token: string, body?: unknown) =>
  call(t.app, { method: 'POST', url, token, body });
const put = (url: string, token: string, body?: unknown) =>
  call(t.app, { method: 'PUT', url, token, body });
const get = (url: string, token: string) => call(t.app, { url, token });
const fieldsOf = (body: { message: { fields?: { field: string; code: string }[] } }) =>
  body.message.fields?.map((f) => `${f.field}:${f.code}`).sort();
const idOf = (code: string) => categories.find((c) => c.code === code)!.id;
const reload = async () => {
  categories = (await get('/api/services/catalogue', palika)).body.categories;
};

const service = (overrides: Record<string, unknown> = {}) =>
  validService(person._id, idOf('HEALTH.REHAB.PHYSIO'), overrides);

const categoryBody = (overrides: Record<string, unknown>) => ({
  code: 'X',
  parentId: null,
  nameEn: 'X',
  nameNe: 'क',
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
  attributeIds: [],
  ...overrides,
});
const updateBody = (code: string, overrides: Record<string, unknown> = {}) => {
  const { id, level, isLeaf, inUse, ...rest } = categories.find((c) => c.code === code)!;
  void id;
  void level;
  void isLeaf;
  void inUse;
  return { ...rest, ...overrides };
};

beforeAll(async () => {
  t = await startTestApp();
  superadmin = (await login(t.app, 'superadmin')).token;
  admin = (await login(t.app, 'admin')).token;
  palika = (await login(t.app, 'palika')).token;
  await reload();
  person = (
    await post(
      '/api/pwd/profiles',
      palika,
      validProfile({ nameEn: 'Service Person', nameNe: 'सेवा व्यक्ति' }),
    )
  ).body;
  cardHolder = (
    await post(
      '/api/pwd/profiles',
      palika,
      validProfile({
        nameEn: 'Card Holder',
        nameNe: 'कार्डवाला',
        cardStatus: 'issued',
        severityClass: 'A',
        cardNo: 'SRV-1',
        cardIssueDate: '2026-01-05',
        guardianName: 'Ama',
        guardianRelation: 'mother',
      }),
    )
  ).body;
});
afterAll(() => t.close());

describe(`service catalogue (${DATABASE_KIND})`, () => {
  it('starts with the default tree: five CBR components, leaves at most four levels down', async () => {
    expect(categories.filter((c) => c.level === 1).map((c) => c.code)).toEqual([
      'HEALTH',
      'EDUCATION',
      'LIVELIHOOD',
      'SOCIAL',
      'EMPOWERMENT',
    ]);
    expect(categories.find((c) => c.code === 'HEALTH.AD.MOBILITY')).toMatchObject({
      level: 3,
      isLeaf: true,
      recordKind: 'assistive_device',
      nameNe: 'हिँडडुल सहायक सामग्री',
    });
    expect(Math.max(...categories.map((c) => c.level))).toBeLessThanOrEqual(4);
  });

  it('only the super admin changes it', async () => {
    expect(
      (await post('/api/services/categories', admin, categoryBody({ code: 'ADMIN.TRY' }))).status,
    ).toBe(403);
  });

  it('adds, moves and refuses cycles and a fifth level', async () => {
    const made = await post(
      '/api/services/categories',
      superadmin,
      categoryBody({
        code: 'HEALTH.AD.DAILY.SPECIAL',
        parentId: idOf('HEALTH.AD.DAILY'),
        nameEn: 'Special chairs',
        nameNe: 'विशेष कुर्सी',
      }),
    );
    expect(made.body).toMatchObject({ level: 4, isLeaf: true });
    await reload();
    const fifth = await post(
      '/api/services/categories',
      superadmin,
      categoryBody({ code: 'TOO.DEEP', parentId: made.body.id }),
    );
    expect(fieldsOf(fifth.body)).toEqual(['parentId:tooLarge']);
    const cycle = await put(
      `/api/services/categories/${idOf('HEALTH.AD')}`,
      superadmin,
      updateBody('HEALTH.AD', { parentId: idOf('HEALTH.AD.MOBILITY') }),
    );
    expect(fieldsOf(cycle.body)).toEqual(['parentId:cycle']);
    const renamed = await put(
      `/api/services/categories/${idOf('HEALTH.PSYCH')}`,
      superadmin,
      updateBody('HEALTH.PSYCH', {
        nameEn: 'Psychosocial counselling and referral',
        parentId: idOf('HEALTH.REHAB'),
      }),
    );
    expect(renamed.body).toMatchObject({
      level: 3,
      nameEn: 'Psychosocial counselling and referral',
      version: 2,
    });
    const stale = await put(
      `/api/services/categories/${idOf('HEALTH.PSYCH')}`,
      superadmin,
      updateBody('HEALTH.PSYCH'),
    );
    expect(stale.status).toBe(409);
    await reload();
  });

  it('a category with records is closed from a fiscal year on, never deleted, and takes no new records then', async () => {
    const code = 'EDUCATION.HOME';
    expect(
      (
        await post(
          '/api/services/records',
          palika,
          service({ categoryId: idOf(code), unit: 'visit', serviceDate: '2026-08-01' }),
        )
      ).status,
    ).toBe(200);
    await reload();
    const refused = await call(t.app, {
      method: 'DELETE',
      url: `/api/services/categories/${idOf(code)}`,
      token: superadmin,
    });
    expect([refused.status, fieldsOf(refused.body)]).toEqual([409, ['id:inUse']]);
    // Its records would change CBR component in every report: a branch with records stays where it is.
    const moved = await put(
      `/api/services/categories/${idOf('EDUCATION')}`,
      superadmin,
      updateBody('EDUCATION', { parentId: idOf('SOCIAL') }),
    );
    expect([moved.status, fieldsOf(moved.body)]).toEqual([400, ['parentId:inUse']]);
    const closed = await post(`/api/services/categories/${idOf(code)}/close`, superadmin, {
      fromFiscalYear: 2083,
      version: categories.find((c) => c.code === code)!.version,
    });
    expect(closed.body).toMatchObject({ activeToFy: 2082 });
    const late = await post(
      '/api/services/records',
      palika,
      service({ categoryId: idOf(code), unit: 'visit', serviceDate: '2026-11-01' }),
    );
    expect(fieldsOf(late.body)).toEqual(['categoryId:notAllowed']);
    const earlier = await post(
      '/api/services/records',
      palika,
      service({ categoryId: idOf(code), unit: 'visit', serviceDate: '2025-12-01' }),
    );
    expect(earlier.status).toBe(200);
  });

  it('a number attribute is captured with each record and checked on the server', async () => {
    const attribute = await post(
      '/api/services/attributes',
      superadmin,
      attributeInput({
        code: 'sessions_planned',
        labelEn: 'Sessions planned',
        labelNe: 'योजना गरिएका सत्र',
        dataType: 'integer',
        min: 1,
        max: 20,
        required: true,
      }),
    );
    expect(attribute.body).toMatchObject({ id: expect.any(Number), dataType: 'integer' });
    const added = await post(
      '/api/services/categories',
      superadmin,
      categoryBody({
        code: 'HEALTH.REHAB.AQUA',
        parentId: idOf('HEALTH.REHAB'),
        nameEn: 'Aquatic therapy',
        nameNe: 'जल थेरापी',
        attributeIds: [attribute.body.id],
      }),
    );
    expect(added.body.attributeIds).toEqual([attribute.body.id]);
    await reload();
    const wrong = await post(
      '/api/services/records',
      palika,
      service({ categoryId: added.body.id, attributes: { sessions_planned: 50, colour: 'red' } }),
    );
    expect(fieldsOf(wrong.body)).toEqual([
      'attributes.colour:unknownProperty',
      'attributes.sessions_planned:tooLarge',
    ]);
    const missing = await post(
      '/api/services/records',
      palika,
      service({ categoryId: added.body.id }),
    );
    expect(fieldsOf(missing.body)).toEqual(['attributes.sessions_planned:required']);
    const saved = await post(
      '/api/services/records',
      palika,
      service({ categoryId: added.body.id, attributes: { sessions_planned: 6 } }),
    );
    expect(saved.body).toMatchObject({
      attributes: { sessions_planned: 6 },
      category: { pathEn: 'Health › Rehabilitation therapy › Aquatic therapy' },
    });
  });
});

describe(`service records (${DATABASE_KIND})`, () => {
  it('records a wheelchair and a referral with their required details, and derives fiscal year and period', async () => {
    const noDevice = await post(
      '/api/services/records',
      palika,
      service({ categoryId: idOf('HEALTH.AD.MOBILITY'), unit: 'item' }),
    );
    expect(fieldsOf(noDevice.body)).toEqual(['assistiveDeviceType:required']);
    const wheelchair = await post(
      '/api/services/records',
      palika,
      service({
        categoryId: idOf('HEALTH.AD.MOBILITY'),
        unit: 'item',
        assistiveDeviceType: 'wheelchair',
        costNpr: 15000,
        fundingSource: 'palika',
      }),
    );
    expect(wheelchair.body).toMatchObject({
      fiscalYear: 2083,
      trimester: 1,
      assistiveDeviceType: 'wheelchair',
      costNpr: 15000,
      person: { nameEn: 'Service Person' },
    });
    const noReferral = await post(
      '/api/services/records',
      palika,
      service({ categoryId: idOf('HEALTH.REFER.HOSPITAL'), unit: 'person' }),
    );
    expect(fieldsOf(noReferral.body)).toEqual([
      'referralFacility:required',
      'referralReason:required',
      'referralStatus:required',
    ]);
    const referral = await post(
      '/api/services/records',
      palika,
      service({
        categoryId: idOf('HEALTH.REFER.HOSPITAL'),
        unit: 'person',
        referralFacility: 'Koshi Hospital',
        referralReason: 'Club foot',
        referralStatus: 'referred',
        serviceDate: '2025-12-20',
      }),
    );
    // 2025-12-20 is 5 Poush 2082: fiscal year 2082/83, second four-month period (Mangsir–Falgun).
    expect(referral.body).toMatchObject({ fiscalYear: 2082, trimester: 2 });
  });

  it('gives clear errors for eligibility, a category that is not a leaf, and group participants', async () => {
    const allowance = await post(
      '/api/services/records',
      palika,
      service({ categoryId: idOf('LIVELIHOOD.SSA'), unit: 'person' }),
    );
    expect(fieldsOf(allowance.body)).toEqual(['categoryId:notEligible']);
    expect(
      (
        await post(
          '/api/services/records',
          palika,
          service({ pwdId: cardHolder._id, categoryId: idOf('LIVELIHOOD.SSA'), unit: 'person' }),
        )
      ).status,
    ).toBe(200);
    const branch = await post(
      '/api/services/records',
      palika,
      service({ categoryId: idOf('HEALTH.AD') }),
    );
    expect(fieldsOf(branch.body)).toEqual(['categoryId:notLeaf']);
    const group = await post(
      '/api/services/records',
      palika,
      service({
        pwdId: null,
        isGroup: true,
        categoryId: idOf('EMPOWERMENT.SHG'),
        participantsMale: 4,
        participantsFemale: 9,
        participantsOther: 0,
        participantsPwd: 20,
      }),
    );
    expect(fieldsOf(group.body)).toEqual(['participantsPwd:tooLarge']);
    const fine = await post(
      '/api/services/records',
      palika,
      service({
        pwdId: null,
        isGroup: true,
        categoryId: idOf('EMPOWERMENT.SHG'),
        participantsMale: 4,
        participantsFemale: 9,
        participantsOther: 0,
        participantsPwd: 6,
      }),
    );
    expect(fine.body).toMatchObject({ isGroup: true, person: null, participantsFemale: 9 });
    const individualOnly = await post(
      '/api/services/records',
      palika,
      service({
        pwdId: null,
        isGroup: true,
        categoryId: idOf('HEALTH.REHAB.PHYSIO'),
        participantsMale: 1,
        participantsFemale: 0,
        participantsOther: 0,
        participantsPwd: 1,
      }),
    );
    expect(fieldsOf(individualOnly.body)).toEqual(['isGroup:notAllowed']);
  });

  it('a retried save makes one record; an edit from an old version changes nothing', async () => {
    const body = service({ notes: 'retry' });
    const first = await post('/api/services/records', palika, body);
    const again = await post('/api/services/records', palika, body);
    expect(again.body._id).toBe(first.body._id);
    const list = await get(`/api/services/records?pwdId=${person._id}`, palika);
    expect(list.body.items.filter((r: { notes: string }) => r.notes === 'retry')).toHaveLength(1);
    const { _id, ...input } = body;
    void _id;
    const edited = await put(`/api/services/records/${first.body._id}`, palika, {
      ...input,
      quantity: 2,
      version: 1,
    });
    expect(edited.body).toMatchObject({ quantity: 2, version: 2 });
    const stale = await put(`/api/services/records/${first.body._id}`, palika, {
      ...input,
      quantity: 3,
      version: 1,
    });
    expect(stale.status).toBe(409);
    const history = (await get(`/api/services/records/${first.body._id}/history`, palika)).body
      .items;
    expect(history[0]).toMatchObject({
      action: 'update',
      before: { quantity: 1 },
      after: { quantity: 2 },
    });
  });

  it('a save sent several times at once makes one record with one entry in its history', async () => {
    const body = service({ notes: 'sent at once' });
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post('/api/services/records', palika, body)),
    );
    expect(answers.map((answer) => [answer.status, answer.body._id])).toEqual(
      answers.map(() => [200, body._id]),
    );
    const history = (await get(`/api/services/records/${body._id}/history`, palika)).body.items;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['create']);
  });

  it('reads one category (as a save checks it) exactly as the whole catalogue shows it', async () => {
    const all = await listCategories(t.db);
    expect(all.some((c) => c.inUse)).toBe(true);
    for (const category of all) expect(await getCategory(t.db, category.id)).toEqual(category);
    expect(await getCategory(t.db, 999_999)).toBeUndefined();
  });

  it('lists with totals of the filtered set: persons are distinct persons, not services', async () => {
    const list = await get(`/api/services/records?pwdId=${person._id}&fiscalYear=2083`, palika);
    expect(list.body.totals.persons).toBe(1);
    expect(list.body.totals.records).toBe(list.body.total);
    expect(list.body.total).toBeGreaterThan(2);
    const health = await get(
      `/api/services/records?categoryId=${idOf('HEALTH')}&pwdId=${person._id}`,
      palika,
    );
    expect(
      health.body.items.every((r: { category: { pathEn: string } }) =>
        r.category.pathEn.startsWith('Health'),
      ),
    ).toBe(true);
  });

  it('soft-deletes with a reason and an administrator restores', async () => {
    const made = (await post('/api/services/records', palika, service())).body;
    const deleted = await post(`/api/services/records/${made._id}/delete`, palika, {
      reason: 'Wrong person',
      version: 1,
    });
    expect(deleted.body).toMatchObject({ deleteReason: 'Wrong person' });
    expect((await get(`/api/services/records/${made._id}`, palika)).body.deletedAt).not.toBeNull();
    expect((await post(`/api/services/records/${made._id}/restore`, palika)).status).toBe(403);
    expect((await post(`/api/services/records/${made._id}/restore`, admin)).body).toMatchObject({
      deletedAt: null,
      version: 3,
    });
  });
});
