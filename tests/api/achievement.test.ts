import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '@/server/seed/synthetic/generator';
import { achievementDrill } from '@/shared/targets/drill';
import type { MeasureKey } from '@/shared/targets/keys';
import {
  type Key,
  type Place,
  expectedAchieved,
  expectedTarget,
} from './support/achievement-oracle';
import { BIRATNAGAR } from './support/profiles';
import { validService } from './support/services';
import {
  DATABASE_KIND,
  type TestApp,
  call,
  getOk,
  login,
  searchOf,
  startTestApp,
} from './support/test-app';

/**
 * The Achievement vs Target dashboard (issue 19 §2–3) against the oracle: every measure's
 * achievement to date and target (own, or its palikas' sum) for several users, places, periods and
 * writes, the places one level down and the batches side by side; and the filters it refuses.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids = { koshi: 0, morang: 0 };
const YEAR = 2083;

type Figure = { key: string; achieved: number; target: number | null; source: string | null };
type Answer = {
  period: { trimester: number };
  measures: { key: string; figure: Figure }[];
  places: { id: number; place: Record<string, number>; figures: Figure[] }[];
  batches: { id: string; figures: Figure[] }[];
  chosen: string | null;
};

const keyOf = (text: string): Key => {
  const [measure, ...rest] = text.split('|');
  const [categoryId, templateId, attributeId] = rest.map((id) => Number(id) || null);
  return { measure, categoryId, templateId, attributeId };
};

const LIST_OF: Record<string, string> = {
  providedServiceView: '/api/services/records',
  pwdProfileList: '/api/pwd/profiles',
  activityAttributesView: '/api/programme/values',
};

/** What a list says of the records a drill opened: their count, or the total the measure adds up. */
interface ListAnswer {
  total: number;
  totals: {
    quantity: number;
    achievedOutput: number;
    attributes: { code: string; value: number | null }[];
  };
}
async function shownBy(list: ListAnswer, key: string): Promise<number> {
  const { measure, attributeId } = keyOf(key);
  if (measure === 'serviceQuantity') return list.totals.quantity;
  if (measure === 'activityOutput') return list.totals.achievedOutput;
  if (measure === 'attributeSum') {
    const [attribute] = await t.db.query<{ code: string }>(
      `SELECT code FROM attribute_definitions WHERE id = $1`,
      [attributeId],
    );
    return (
      list.totals.attributes.find((a: { code: string }) => a.code === attribute.code)?.value ?? 0
    );
  }
  return list.total;
}

const post = (url: string, who: string, body: unknown) =>
  call(t.app, { method: 'POST', url, token: tokens[who], body });

const target = (extra: Record<string, unknown>) => ({
  _id: randomUUID(),
  fiscalYear: YEAR,
  scope: 'palika',
  palikaId: BIRATNAGAR,
  categoryId: null,
  templateId: null,
  attributeId: null,
  total: 40,
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'province', 'district', 'palika', 'palika2'])
    tokens[user] = (await login(t.app, user)).token;
  await generate(t.db, 'sample', () => {});
  const [place] = await t.db.query<{ morang: number; koshi: number }>(
    `SELECT id AS morang, province_id AS koshi FROM districts WHERE name_en = 'Morang'`,
  );
  Object.assign(ids, place);
  // Targets of every kind of measure, beside the synthetic ones (registrations, served, services).
  const [used] = await t.db.query<{
    template_id: number;
    category_id: number;
    component_id: number;
  }>(
    `SELECT a.template_id, (SELECT category_id FROM service_records WHERE palika_id = $1 AND fiscal_year = $2 LIMIT 1) AS category_id,
       (SELECT c.component_id FROM service_records s JOIN service_category_lineage c ON c.id = s.category_id WHERE s.palika_id = $1 LIMIT 1) AS component_id
     FROM activity_values v JOIN palika_activities a ON a.id = v.activity_id
     WHERE v.palika_id = $1 AND v.fiscal_year = $2 AND a.template_id IS NOT NULL AND v.deleted_at IS NULL LIMIT 1`,
    [BIRATNAGAR, YEAR],
  );
  const [attribute] = await t.db.query<{ id: number }>(
    `SELECT id FROM attribute_definitions WHERE data_type IN ('integer', 'decimal', 'number') ORDER BY id LIMIT 1`,
  );
  for (const body of [
    target({ measure: 'serviceQuantity', categoryId: used.category_id }),
    target({ measure: 'serviceQuantity' }),
    target({ measure: 'personsServed', categoryId: used.component_id }),
    target({ measure: 'personsServed', categoryId: used.category_id }),
    target({ measure: 'cardsIssued' }),
    target({ measure: 'activityOutput', templateId: used.template_id }),
    target({ measure: 'attributeSum', attributeId: attribute.id }),
  ]) {
    const made = await post('/api/targets', 'province', body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
  }
  // The province's own target of services stands instead of its palikas' sum.
  const own = {
    scope: 'province',
    provinceId: ids.koshi,
    palikaId: null,
    measure: 'services',
    total: 9000,
  };
  expect((await post('/api/targets', 'admin', target(own))).status).toBe(200);
}, 240_000);
afterAll(() => t.close());

const get = (url: string, who: string): Promise<Answer> => getOk(t.app, url, tokens[who]);

/** The chosen measure's figure of the places one level down and the batches against the oracle. */
async function checkPlaces(
  answer: Answer,
  { label, year, trimester }: { label: string; year: number; trimester: 1 | 2 | 3 },
) {
  const period = { fiscalYear: year, through: trimester };
  for (const child of answer.places.slice(0, 4)) {
    const childPlace: Place = child.place.palikaId
      ? { palikaId: child.place.palikaId }
      : child.place.districtId
        ? { districtId: child.place.districtId }
        : { provinceId: child.place.provinceId };
    expect(child.figures.map((f) => f.key)).toEqual([answer.chosen]);
    const [figure] = child.figures;
    const key = keyOf(figure.key);
    expect([label, child.id, figure.achieved, figure.target]).toEqual([
      label,
      child.id,
      await expectedAchieved(t.db, key, childPlace, period),
      (await expectedTarget(t.db, key, childPlace, year))?.total ?? null,
    ]);
  }
  for (const batch of answer.batches.slice(0, 3)) {
    expect(batch.figures.map((f) => f.key)).toEqual([answer.chosen]);
    const [figure] = batch.figures;
    const key = keyOf(figure.key);
    expect([label, batch.id, figure.achieved, figure.target]).toEqual([
      label,
      batch.id,
      await expectedAchieved(t.db, key, { batchId: batch.id }, period),
      (await expectedTarget(t.db, key, { batchId: batch.id }, year))?.total ?? null,
    ]);
  }
}

/** Every measure of a view, its places and its batches against the oracle. */
async function check(
  who: string,
  view: Record<string, number>,
  place: Place,
  trimester: 1 | 2 | 3,
) {
  const answer = await get(
    `/api/dashboards/achievement?${searchOf({ fiscalYear: YEAR, ...view, trimester })}`,
    who,
  );
  const year = view.fiscalYear ?? YEAR;
  const label = `${who} ${JSON.stringify(view)} T${trimester}`;
  expect(answer.period.trimester).toBe(trimester);
  expect(answer.measures.length, label).toBeGreaterThan(0);
  for (const { key, figure } of answer.measures) {
    const expected = await expectedTarget(t.db, keyOf(key), place, year);
    expect([label, key, figure.achieved, figure.target, figure.source]).toEqual([
      label,
      key,
      await expectedAchieved(t.db, keyOf(key), place, { fiscalYear: year, through: trimester }),
      expected?.total ?? null,
      expected?.source ?? null,
    ]);
  }
  // The places and batches carry the chosen measure's figure: the first unless one is asked.
  expect(answer.chosen).toBe(answer.measures[0].key);
  for (const { key: chosen } of answer.measures) {
    const asked = await get(
      `/api/dashboards/achievement?${searchOf({ fiscalYear: YEAR, ...view, trimester, measure: chosen })}`,
      who,
    );
    expect(asked.chosen).toBe(chosen);
    expect(asked.measures).toEqual(answer.measures);
    await checkPlaces(asked, { label: `${label} ${chosen}`, year, trimester });
  }
  return answer;
}

describe(`the achievement dashboard (${DATABASE_KIND})`, () => {
  it('holds every measure, place and batch to the raw rows for national, province, district and palika users', async () => {
    const nation = await check('admin', {}, { nation: true }, 3);
    expect(nation.places).toHaveLength(7);
    // The output of every activity stands against the activities' plan.
    expect(nation.measures.find((m) => m.key === 'activityOutput|0|0|0')?.figure.source).toBe(
      'plan',
    );
    expect(nation.batches.length).toBeGreaterThan(0);
    await check('admin', { provinceId: ids.koshi }, { provinceId: ids.koshi }, 1);
    const province = await check('province', {}, { provinceId: ids.koshi }, 2);
    const services = province.measures.find((m) => m.key === 'services|0|0|0')!;
    expect(services.figure).toMatchObject({ target: 9000, source: 'own' });
    await check('district', {}, { districtId: ids.morang }, 2);
    // A past year's second period: persons served over two periods are read from the rows.
    await check('admin', { fiscalYear: YEAR - 1 }, { nation: true }, 2);
    await check('province', { fiscalYear: YEAR - 1 }, { provinceId: ids.koshi }, 1);
    const palika = await check('palika', {}, { palikaId: BIRATNAGAR }, 2);
    expect(palika.places).toEqual([]);
    expect(palika.measures.map((m) => m.key.split('|')[0]).sort()).toEqual(
      expect.arrayContaining(['activityOutput', 'attributeSum', 'cardsIssued', 'serviceQuantity']),
    );
  });

  it('opens the records behind every achievement, whose count or total equals the figure', async () => {
    for (const [who, place] of [
      ['palika', { palikaId: BIRATNAGAR }],
      ['district', { districtId: ids.morang }],
    ] as const) {
      for (const trimester of [1, 3] as const) {
        const answer = await get(
          `/api/dashboards/achievement?fiscalYear=${YEAR}&trimester=${trimester}`,
          who,
        );
        for (const { key, figure } of answer.measures) {
          const drill = achievementDrill(keyOf(key) as MeasureKey, place, {
            fiscalYear: YEAR,
            through: trimester,
          });
          const list = await getOk(
            t.app,
            `${LIST_OF[drill.route]}?${searchOf({ ...drill.query, pageSize: 1 })}`,
            tokens[who],
          );
          expect([who, trimester, key, await shownBy(list, key)]).toEqual([
            who,
            trimester,
            key,
            figure.achieved,
          ]);
        }
      }
    }
  });

  it("opens a batch's records, the records of its palikas, whose count or total equals its figure", async () => {
    const answer = await get(`/api/dashboards/achievement?fiscalYear=${YEAR}&trimester=2`, 'admin');
    expect(answer.batches.length).toBeGreaterThan(0);
    for (const { key } of answer.measures) {
      const asked = await get(
        `/api/dashboards/achievement?fiscalYear=${YEAR}&trimester=2&measure=${encodeURIComponent(key)}`,
        'admin',
      );
      for (const batch of asked.batches.slice(0, 2)) {
        const drill = achievementDrill(
          keyOf(key) as MeasureKey,
          { batchId: batch.id },
          {
            fiscalYear: YEAR,
            through: 2,
          },
        );
        const list = await getOk(
          t.app,
          `${LIST_OF[drill.route]}?${searchOf({ ...drill.query, pageSize: 1 })}`,
          tokens.admin,
        );
        expect([batch.id, key, await shownBy(list, key)]).toEqual([
          batch.id,
          key,
          batch.figures[0].achieved,
        ]);
      }
    }
  });

  it('counts a service recorded through the API at once, and its quantity as it changes', async () => {
    const key = 'services|0|0|0';
    const quantity = 'serviceQuantity|0|0|0';
    const before = await get(
      `/api/dashboards/achievement?fiscalYear=${YEAR}&trimester=3`,
      'palika',
    );
    const [person] = await t.db.query<{ id: string }>(
      `SELECT id FROM pwd_persons WHERE palika_id = $1 AND deleted_at IS NULL LIMIT 1`,
      [BIRATNAGAR],
    );
    const [category] = await t.db.query<{ id: number }>(
      `SELECT id FROM service_categories WHERE code = 'HEALTH.REHAB.PHYSIO'`,
    );
    const made = await post(
      '/api/services/records',
      'palika',
      validService(person.id, category.id, { serviceDate: '2026-10-01' }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const after = await get(`/api/dashboards/achievement?fiscalYear=${YEAR}&trimester=3`, 'palika');
    const figure = (answer: Answer, of = key) =>
      answer.measures.find((m) => m.key === of)!.figure.achieved;
    expect(figure(after)).toBe(figure(before) + 1);
    expect(figure(after, quantity)).toBe(figure(before, quantity) + 1);
    const { _id, version, pwdId, isGroup, categoryId, serviceDate, wardNo, unit } = made.body;
    const changed = await call(t.app, {
      method: 'PUT',
      url: `/api/services/records/${_id}`,
      token: tokens.palika,
      body: {
        version,
        pwdId,
        isGroup,
        categoryId,
        serviceDate,
        palikaId: BIRATNAGAR,
        wardNo,
        providerType: 'cbrf',
        quantity: 6,
        unit,
        attributes: {},
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const later = await get(`/api/dashboards/achievement?fiscalYear=${YEAR}&trimester=3`, 'palika');
    expect(figure(later, quantity)).toBe(figure(before, quantity) + 6);
    await check('palika', {}, { palikaId: BIRATNAGAR }, 3);
  });

  it('refuses person and ward filters by name, and a place the user may not read', async () => {
    const refused = await call(t.app, {
      url: `/api/dashboards/achievement?gender=female&wardId=1`,
      token: tokens.palika,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'gender',
      'wardId',
    ]);
    const other = await call(t.app, {
      url: `/api/dashboards/achievement?palikaId=${BIRATNAGAR}`,
      token: tokens.palika2,
    });
    expect([403, 404]).toContain(other.status);
    const malformed = await call(t.app, {
      url: `/api/dashboards/achievement?measure=${encodeURIComponent("services|1' OR 1=1")}`,
      token: tokens.palika,
    });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('measure');
    // A measure without a target in the area: the places and batches are the first measure's.
    const unknown = await get(
      `/api/dashboards/achievement?measure=services|999999|0|0`,
      'district',
    );
    expect(unknown.chosen).toBe(unknown.measures[0].key);
    expect(unknown.places[0].figures.map((f) => f.key)).toEqual([unknown.measures[0].key]);
  });
});
