import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validActivity } from './support/activities';
import { validValue, valueUpdateOf } from './support/activity-values';
import { attributeInput } from './support/attributes';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
let superadmin: string;
let palika: string;

type Body = Record<string, unknown> & { _id: string; id: number; version: number };
const post = (url: string, body: unknown, token = palika) =>
  call(t.app, { method: 'POST', url, token, body });
const put = (url: string, body: unknown, token = palika) =>
  call(t.app, { method: 'PUT', url, token, body });
const get = (url: string, token = palika) => call(t.app, { url, token });
const fieldsOf = (body: { message: { fields?: { field: string; code: string }[] } }) =>
  body.message.fields?.map((f) => `${f.field}:${f.code}`).sort();
const define = async (extra: Record<string, unknown>) => {
  const made = await post(
    '/api/services/attributes',
    attributeInput({ labelEn: 'A', labelNe: 'क', appliesTo: ['palika_activity'], ...extra }),
    superadmin,
  );
  expect(made.status).toBe(200);
  return made.body as Body;
};
const templateInput = (extra: Record<string, unknown>) => ({
  programme: 'Test programme',
  parentId: null,
  nameEn: 'Identification camps',
  nameNe: 'पहिचान शिविर',
  unit: 'day',
  serviceCategoryId: null,
  sortOrder: 1,
  activeFromFy: 2080,
  activeToFy: null,
  attributeIds: [],
  ...extra,
});

let attributes: Record<string, Body>;

beforeAll(async () => {
  t = await startTestApp();
  superadmin = (await login(t.app, 'superadmin')).token;
  palika = (await login(t.app, 'palika')).token;
  attributes = {
    cost: await define({ code: 'v_cost', dataType: 'money' }),
    share: await define({ code: 'v_share', dataType: 'percent', aggregation: 'avg' }),
    ward: await define({
      code: 'v_ward',
      dataType: 'org_ref',
      refKind: 'ward',
      aggregation: 'count',
    }),
    ages: await define({
      code: 'v_ages',
      dataType: 'disaggregated_count',
      disaggregation: { sex: true, ageBands: ['0-17', '18+'] },
    }),
    report: await define({ code: 'v_report', dataType: 'long_text', aggregation: 'count' }),
  };
});
afterAll(() => t.close());

describe(`activity templates and attribute definitions (${DATABASE_KIND})`, () => {
  it('refuses a definition whose parts do not fit its type, each part named', async () => {
    const refused = await post(
      '/api/services/attributes',
      attributeInput({
        code: 'v_bad',
        labelEn: 'Bad',
        labelNe: 'खराब',
        dataType: 'long_text',
        options: [{ code: 'x', labelEn: 'X', labelNe: 'एक्स' }],
        min: 1,
        aggregation: 'sum',
        disaggregation: { sex: true, ageBands: [] },
        activeFromFy: 2083,
        activeToFy: 2082,
      }),
      superadmin,
    );
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual([
      'activeToFy:tooSmall',
      'aggregation:invalidValue',
      'disaggregation:notAllowed',
      'min:notAllowed',
      'options:notAllowed',
    ]);
    const noKind = await post(
      '/api/services/attributes',
      attributeInput({ code: 'v_ref', labelEn: 'R', labelNe: 'र', dataType: 'org_ref' }),
      superadmin,
    );
    expect(fieldsOf(noKind.body)).toEqual(['aggregation:invalidValue', 'refKind:required']);
  });

  it('keeps standard activities two levels deep in one programme; a palika adopts one', async () => {
    const top = await post(
      '/api/services/templates',
      templateInput({ code: 'T-ID', attributeIds: [attributes.cost.id, attributes.ages.id] }),
      superadmin,
    );
    expect(top.status).toBe(200);
    const sub = await post(
      '/api/services/templates',
      templateInput({ code: 'T-ID.CAMP', parentId: top.body.id, nameEn: 'Camps' }),
      superadmin,
    );
    expect(sub.body).toMatchObject({ level: 2, adoptions: 0 });
    const third = await post(
      '/api/services/templates',
      templateInput({ code: 'T-ID.CAMP.X', parentId: sub.body.id }),
      superadmin,
    );
    expect(fieldsOf(third.body)).toEqual(['parentId:tooLarge']);
    const serviceOnly = (
      await post(
        '/api/services/attributes',
        attributeInput({ code: 'v_service', labelEn: 'S', labelNe: 'स', dataType: 'integer' }),
        superadmin,
      )
    ).body as Body;
    const again = await post(
      '/api/services/templates',
      templateInput({ code: 'T-ID', attributeIds: [serviceOnly.id] }),
      superadmin,
    );
    expect(fieldsOf(again.body)).toEqual(['attributeIds:invalidValue', 'code:taken']);
    expect((await post('/api/services/templates', templateInput({ code: 'T-X' }))).status).toBe(
      403,
    );

    const adopted = await post(
      '/api/programme/activities',
      validActivity(BIRATNAGAR, {
        templateId: top.body.id,
        attributeIds: top.body.attributeIds,
      }),
    );
    expect(adopted.body).toMatchObject({
      templateId: top.body.id,
      attributeIds: top.body.attributeIds,
    });
    // An activity records only attributes meant for activities.
    const serviceAttribute = await post(
      '/api/programme/activities',
      validActivity(BIRATNAGAR, { attributeIds: [serviceOnly.id] }),
    );
    expect(fieldsOf(serviceAttribute.body)).toEqual(['attributeIds:invalidValue']);
    // Copied into another year, an activity keeps what it was adopted from and what it records.
    const copied = await post('/api/programme/activities/copy-year', {
      palikaId: BIRATNAGAR,
      fromFiscalYear: 2083,
      toFiscalYear: 2092,
    });
    expect(copied.status).toBe(200);
    const next = (
      await get(`/api/programme/activities?palikaId=${BIRATNAGAR}&fiscalYear=2092&pageSize=100`)
    ).body.items;
    expect(next.find((a: Body) => a.code === adopted.body.code)).toMatchObject({
      templateId: top.body.id,
      attributeIds: top.body.attributeIds,
    });
    // Adopted twice: the 2083 activity and its copy in 2092.
    const catalogue = (await get('/api/services/catalogue')).body;
    const listed = catalogue.templates.filter((x: Body) => String(x.code).startsWith('T-ID'));
    expect(listed.map((x: Body) => [x.code, x.adoptions])).toEqual([
      ['T-ID', 2],
      ['T-ID.CAMP', 0],
    ]);
    expect(catalogue.attributes.find((a: Body) => a.code === 'v_cost').inUse).toBe(true);
    expect(catalogue.templates.find((x: Body) => x.code === 'ID')).toMatchObject({
      nameNe: 'अपाङ्गता पहिचान तथा परिचयपत्र',
      level: 1,
    });
    // Closed from 2084: a palika's 2084 plan may no longer adopt it.
    const closed = await put(
      `/api/services/templates/${top.body.id}`,
      {
        ...templateInput({ code: 'T-ID', attributeIds: top.body.attributeIds }),
        activeToFy: 2083,
        version: 1,
      },
      superadmin,
    );
    expect(closed.body.activeToFy).toBe(2083);
    const late = await post(
      '/api/programme/activities',
      validActivity(BIRATNAGAR, {
        fiscalYear: 2084,
        plannedStart: null,
        plannedEnd: null,
        templateId: top.body.id,
      }),
    );
    expect(fieldsOf(late.body)).toEqual(['templateId:invalidValue']);
  });
});

describe(`what activities achieved (${DATABASE_KIND})`, () => {
  let activity: Body;
  beforeAll(async () => {
    activity = (
      await post(
        '/api/programme/activities',
        validActivity(BIRATNAGAR, {
          attributeIds: Object.values(attributes).map((a) => a.id),
          plannedStart: null,
          plannedEnd: null,
        }),
      )
    ).body;
  });

  it('checks each attribute by its type and names every wrong one', async () => {
    const refused = await post(
      '/api/programme/values',
      validValue(BIRATNAGAR, activity._id, {
        recordDate: '2026-07-10',
        wardNo: 40,
        attributes: {
          v_cost: 10.005,
          v_share: 120,
          v_ward: 99,
          v_ages: { 'male:0-17': 2, female: 1 },
          v_unknown: 1,
        },
      }),
    );
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual([
      'attributes.v_ages:unknownProperty',
      'attributes.v_cost:invalidType',
      'attributes.v_share:tooLarge',
      'attributes.v_unknown:unknownProperty',
      'attributes.v_ward:invalidValue',
      'recordDate:notAllowed',
      'wardNo:invalidValue',
    ]);
    const empty = await post(
      '/api/programme/values',
      validValue(BIRATNAGAR, activity._id, {
        achievedOutput: null,
        expenditureNpr: null,
        participantsMale: null,
        participantsFemale: null,
        participantsOther: null,
      }),
    );
    expect(fieldsOf(empty.body)).toEqual(['achievedOutput:required']);
  });

  it('records values once per client id, detects a stale edit, and totals each figure by its rule', async () => {
    const first = validValue(BIRATNAGAR, activity._id, {
      attributes: {
        v_cost: 1500.5,
        v_share: 80,
        v_ward: 3,
        v_ages: { 'male:0-17': 2, 'female:18+': 5 },
        v_report: 'Camp held in ward 3.',
      },
    });
    const saved = await post('/api/programme/values', first);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      fiscalYear: 2083,
      trimester: 1,
      activity: { code: activity.code },
    });
    const retried = await post('/api/programme/values', first);
    expect(retried.body._id).toBe(saved.body._id);
    const second = await post(
      '/api/programme/values',
      validValue(BIRATNAGAR, activity._id, {
        recordDate: '2026-11-20',
        achievedOutput: 3,
        attributes: { v_cost: 499.5, v_share: 60, v_ages: { 'female:18+': 1 } },
      }),
    );
    expect(second.body.trimester).toBe(2);

    const edited = await put(
      `/api/programme/values/${saved.body._id}`,
      valueUpdateOf(saved.body, { achievedOutput: 4 }),
    );
    expect(edited.body).toMatchObject({ achievedOutput: 4, version: 2 });
    const stale = await put(
      `/api/programme/values/${saved.body._id}`,
      valueUpdateOf(saved.body, { achievedOutput: 9 }),
    );
    expect(stale.status).toBe(409);

    const list = (await get(`/api/programme/values?activityId=${activity._id}&fiscalYear=2083`))
      .body;
    expect(list.total).toBe(2);
    expect(list.totals).toMatchObject({
      records: 2,
      activities: 1,
      achievedOutput: 7,
      expenditureNpr: 50_000,
      participantsFemale: 12,
    });
    const byCode = Object.fromEntries(list.totals.attributes.map((a: Body) => [a.code, a]));
    expect(byCode.v_cost.value).toBe(2000);
    expect(byCode.v_share.value).toBe(70);
    expect(byCode.v_ward.value).toBe(1);
    expect(byCode.v_report.value).toBe(1);
    expect(byCode.v_ages).toMatchObject({ value: 8, cells: { 'male:0-17': 2, 'female:18+': 6 } });
    const firstPeriod = (
      await get(`/api/programme/values?activityId=${activity._id}&fiscalYear=2083&trimester=1`)
    ).body;
    expect(firstPeriod.totals.achievedOutput).toBe(4);

    const removed = await post(`/api/programme/values/${second.body._id}/delete`, {
      reason: 'Entered twice',
      version: 1,
    });
    expect(removed.status).toBe(200);
    const after = (await get(`/api/programme/values?activityId=${activity._id}`)).body;
    expect(after.totals.achievedOutput).toBe(4);
    // An activity with recorded values stays: what it achieved would lose its activity.
    const kept = await post(`/api/programme/activities/${activity._id}/delete`, {
      reason: 'Planned twice',
      version: activity.version,
    });
    expect(kept.status).toBe(400);
    expect(fieldsOf(kept.body)).toEqual(['id:inUse']);
    const history = (await get(`/api/programme/values/${saved.body._id}/history`)).body;
    expect(history.items.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
  });

  it('lets province users read and not write; another palika neither sees nor records on it', async () => {
    const value = (
      await post('/api/programme/values', validValue(BIRATNAGAR, activity._id, { notes: 'Seen' }))
    ).body;
    const province = (await login(t.app, 'province')).token;
    expect((await get(`/api/programme/values/${value._id}`, province)).status).toBe(200);
    const write = await post(
      '/api/programme/values',
      validValue(BIRATNAGAR, activity._id),
      province,
    );
    expect(write.status).toBe(403);
    const other = (await login(t.app, 'palika2')).token;
    expect((await get(`/api/programme/values/${value._id}`, other)).status).toBe(404);
    const listed = (await get(`/api/programme/values?activityId=${activity._id}`, other)).body;
    expect(listed.total).toBe(0);
    const ownPalika = await post(
      '/api/programme/values',
      validValue(SUNDARHARAICHA, activity._id),
      other,
    );
    expect(ownPalika.status).toBe(404);
    const theirPalika = await post(
      '/api/programme/values',
      validValue(BIRATNAGAR, activity._id),
      other,
    );
    expect(theirPalika.status).toBe(403);
  });
});

describe(`an activity and its values (${DATABASE_KIND})`, () => {
  it('deletes an activity once its values are gone, and restores none of them without it', async () => {
    const activity = (
      await post(
        '/api/programme/activities',
        validActivity(BIRATNAGAR, { plannedStart: null, plannedEnd: null }),
      )
    ).body;
    const value = (await post('/api/programme/values', validValue(BIRATNAGAR, activity._id))).body;
    const removeValue = await post(`/api/programme/values/${value._id}/delete`, {
      reason: 'Wrong activity',
      version: value.version,
    });
    expect(removeValue.status).toBe(200);
    const removed = await post(`/api/programme/activities/${activity._id}/delete`, {
      reason: 'Planned twice',
      version: activity.version,
    });
    expect(removed.status).toBe(200);
    const admin = (await login(t.app, 'admin')).token;
    const restored = await post(`/api/programme/values/${value._id}/restore`, undefined, admin);
    expect(restored.status).toBe(400);
    expect(fieldsOf(restored.body)).toEqual(['activityId:invalidValue']);
  });
});
