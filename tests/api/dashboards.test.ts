import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '@/server/seed/synthetic/generator';
import {
  cellsUnlikeARefill,
  checkEverything,
  get,
  queryOf,
  useDashboardContext,
} from './support/dashboard-check';
import { primaryOf, subtypesOf } from './support/dashboard-counting';
import { type Filters, expectedPersons, rangeOf, todayInNepal } from './support/dashboard-oracle';
import { BIRATNAGAR, updateOf, validProfile } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * Every dashboard figure against a count the test makes itself from the raw rows (plain SQL over
 * pwd_persons and service_records, dates through the shared fiscal calendar, ages through
 * PostgreSQL's age()), for several users and filters, before and after a random mix of writes.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let rootOf = new Map<number, number>();
let leaves: { id: number; code: string }[] = [];
let ids: {
  morang: number;
  kathmandu: number;
  bagmati: number;
  ward5: number;
  otherPalika: number;
} = { morang: 0, kathmandu: 0, bagmati: 0, ward5: 0, otherPalika: 0 };

const FILTERS: Filters[] = [
  { fiscalYear: 2082 },
  { fiscalYear: 2082, trimester: 2, disabilityType: 'physical' },
  { fiscalYear: 2083, gender: 'female', ageBand: '18-59' },
  { fiscalYear: 2081, trimester: 1, severityClass: 'B' },
];
const placeFilters = () => [
  { fiscalYear: 2082, provinceId: ids.bagmati },
  { fiscalYear: 2083, palikaId: BIRATNAGAR, ageBand: '60+' },
  { fiscalYear: 2082, districtId: ids.morang },
  { fiscalYear: 2083, wardId: ids.ward5 },
];
const USERS = ['admin', 'province', 'district', 'palika'];

beforeAll(async () => {
  t = await startTestApp();
  for (const user of [...USERS, 'cbrf', 'superadmin'])
    tokens[user] = (await login(t.app, user)).token;
  await generate(t.db, 'sample', () => {});
  const catalogue = (await call(t.app, { url: '/api/services/catalogue', token: tokens.admin }))
    .body.categories as {
    id: number;
    code: string;
    parentId: number | null;
    isLeaf: boolean;
    recordKind: string;
    isIndividual: boolean;
    eligibleSeverity: string[];
    requiresCard: boolean;
  }[];
  const parentOf = new Map(catalogue.map((c) => [c.id, c.parentId]));
  const root = (id: number): number => (parentOf.get(id) ? root(parentOf.get(id)!) : id);
  rootOf = new Map(catalogue.map((c) => [c.id, root(c.id)]));
  useDashboardContext({ t, tokens, rootOf });
  leaves = catalogue.filter(
    (c) =>
      c.isLeaf &&
      c.isIndividual &&
      c.recordKind === 'standard' &&
      !c.eligibleSeverity.length &&
      !c.requiresCard,
  );
  const [place] = await t.db.query<{
    morang: number;
    kathmandu: number;
    bagmati: number;
    ward5: number;
    other: number;
  }>(
    `SELECT (SELECT id FROM districts WHERE name_en = 'Morang') AS morang, (SELECT id FROM districts WHERE name_en = 'Kathmandu') AS kathmandu,
            (SELECT province_id FROM districts WHERE name_en = 'Kathmandu') AS bagmati, (SELECT id FROM wards WHERE palika_id = ${BIRATNAGAR} AND ward_number = 5) AS ward5,
            (SELECT pa.id FROM palikas pa JOIN districts d ON d.id = pa.district_id WHERE d.name_en = 'Kathmandu' ORDER BY pa.id LIMIT 1) AS other`,
  );
  ids = {
    morang: place.morang,
    kathmandu: place.kathmandu,
    bagmati: place.bagmati,
    ward5: place.ward5,
    otherPalika: place.other,
  };
}, 120_000);
afterAll(() => t.close());

describe(`dashboard figures (${DATABASE_KIND})`, () => {
  it('equal counts made from the raw rows, for every user and filter set', async () => {
    for (const user of USERS)
      for (const f of [...FILTERS, ...placeFilters()]) await checkEverything(user, f);
  }, 300_000);

  it('stay equal after a random mix of writes through the API and in bulk', async () => {
    let seed = 20831;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const palika = tokens.palika;
    const people: { _id: string }[] = [];
    const services: { _id: string; version: number; body: Record<string, unknown> }[] = [];
    for (let step = 0; step < 60; step++) {
      const action =
        step < 12
          ? 'person'
          : pick([
              'person',
              'service',
              'service',
              'service',
              'editPerson',
              'editService',
              'deleteService',
              'deletePerson',
              'restorePerson',
            ]);
      if (action === 'person') {
        const types = pick([
          ['physical'],
          ['visual'],
          ['physical', 'hearing'],
          ['intellectual', 'autism'],
        ]);
        const cls = pick(['A', 'B', 'C', 'D']);
        const body = validProfile({
          nameEn: `Dash ${'abcdefghijklmnopqrstuvwxyz'[step % 26]}`,
          nameNe: 'ड्यास थापा',
          gender: pick(['male', 'female', 'other']),
          dob: pick(['1950-02-03', '1990-05-01', '2012-08-09', '2023-01-15', '2008-11-25']),
          disabilityTypes: types,
          primaryDisabilityType: primaryOf(types),
          registrationDate: pick(['2026-08-01', '2026-10-15', '2025-12-20', '2026-02-10']),
          severityClass: cls,
          cardStatus: pick(['none', 'issued']),
          wardNo: pick([1, 5, 9]),
        });
        if (body.cardStatus === 'issued')
          Object.assign(body, { cardNo: `D-${step}`, cardIssueDate: '2026-08-02' });
        Object.assign(body, {
          guardianName: 'Ama',
          guardianRelation: 'mother',
          educationStatus: 'basic',
          disabilitySubtypes: subtypesOf(types),
        });
        const made = await call(t.app, {
          method: 'POST',
          url: '/api/pwd/profiles',
          token: palika,
          body,
        });
        expect([step, made.status, made.body.message]).toEqual([step, 200, undefined]);
        people.push(made.body);
      } else if (action === 'service' && people.length) {
        const body = {
          _id: randomUUID(),
          pwdId: pick(people)._id,
          isGroup: false,
          categoryId: pick(leaves).id,
          serviceDate: pick(['2026-08-05', '2026-10-01', '2026-11-10', '2025-12-01', '2026-03-30']),
          palikaId: BIRATNAGAR,
          wardNo: pick([2, 5]),
          providerType: 'cbrf',
          quantity: 1,
          unit: 'session',
          attributes: {},
        };
        const made = await call(t.app, {
          method: 'POST',
          url: '/api/services/records',
          token: palika,
          body,
        });
        if (made.status === 200)
          services.push({ _id: made.body._id, version: made.body.version, body });
      } else if (action === 'editPerson' && people.length) {
        const person = pick(people);
        const current = (
          await call(t.app, { url: `/api/pwd/profiles/${person._id}`, token: tokens.admin })
        ).body;
        if (current.deletedAt) continue;
        const types = pick([['visual'], ['physical', 'visual'], ['hearing']]);
        const changed = await call(t.app, {
          method: 'PUT',
          url: `/api/pwd/profiles/${person._id}`,
          token: palika,
          body: updateOf(current, {
            gender: pick(['male', 'female']),
            disabilityTypes: types,
            primaryDisabilityType: primaryOf(types),
            disabilitySubtypes: subtypesOf(types),
            severityClass: pick(['A', 'B', 'C', 'D']),
            registrationDate: pick(['2026-09-01', '2025-08-20']),
          }),
        });
        expect([step, changed.status, changed.body.message]).toEqual([step, 200, undefined]);
      } else if (action === 'editService' && services.length) {
        const service = pick(services);
        const changed = await call(t.app, {
          method: 'PUT',
          url: `/api/services/records/${service._id}`,
          token: palika,
          body: {
            ...service.body,
            _id: undefined,
            version: service.version,
            categoryId: pick(leaves).id,
            serviceDate: pick(['2026-07-20', '2026-12-01']),
          },
        });
        if (changed.status === 200) service.version = changed.body.version;
      } else if (action === 'deleteService' && services.length) {
        const service = services.splice(Math.floor(random() * services.length), 1)[0];
        await call(t.app, {
          method: 'POST',
          url: `/api/services/records/${service._id}/delete`,
          token: palika,
          body: { reason: 'entered twice', version: service.version },
        });
      } else if ((action === 'deletePerson' || action === 'restorePerson') && people.length) {
        const person = pick(people);
        const current = (
          await call(t.app, { url: `/api/pwd/profiles/${person._id}`, token: tokens.admin })
        ).body;
        if (action === 'deletePerson' && !current.deletedAt)
          await call(t.app, {
            method: 'POST',
            url: `/api/pwd/profiles/${person._id}/delete`,
            token: palika,
            body: { reason: 'duplicate entry', version: current.version },
          });
        if (action === 'restorePerson' && current.deletedAt)
          await call(t.app, {
            method: 'POST',
            url: `/api/pwd/profiles/${person._id}/restore`,
            token: tokens.admin,
          });
      }
    }
    // Statements that change many rows at once: services recategorised, persons moved to another province.
    await t.db.query(
      `UPDATE service_records SET category_id = $1 WHERE id IN (SELECT id FROM service_records WHERE palika_id = $2 ORDER BY id LIMIT 40)`,
      [leaves[0].id, BIRATNAGAR],
    );
    await t.db.query(
      `UPDATE pwd_persons SET palika_id = $1, gender = 'female' WHERE id IN (SELECT id FROM pwd_persons WHERE palika_id = $2 ORDER BY id LIMIT 15)`,
      [ids.otherPalika, BIRATNAGAR],
    );
    await t.db.query(
      `UPDATE service_records SET deleted_at = now() WHERE id IN (SELECT id FROM service_records ORDER BY id DESC LIMIT 25)`,
    );
    for (const user of USERS)
      for (const f of [...FILTERS, ...placeFilters()]) await checkEverything(user, f);
    expect(await cellsUnlikeARefill()).toEqual([
      ['dash_person_cells', 0],
      ['dash_service_cells', 0],
      ['dash_reach_cells', 0],
      ['service_list_cells', 0],
    ]);
  }, 300_000);

  it('show a service saved now in the next request', async () => {
    const f: Filters = { fiscalYear: 2083, palikaId: BIRATNAGAR };
    const before = await get(`/api/dashboards/summary?${queryOf(f)}`, tokens.admin);
    const [person] = await t.db.query<{ id: string }>(
      `SELECT id FROM pwd_persons WHERE palika_id = $1 AND deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM service_records s WHERE s.pwd_id = pwd_persons.id AND s.fiscal_year = 2083 AND s.deleted_at IS NULL) LIMIT 1`,
      [BIRATNAGAR],
    );
    const body = {
      _id: randomUUID(),
      pwdId: person.id,
      isGroup: false,
      categoryId: leaves[0].id,
      serviceDate: '2026-11-01',
      palikaId: BIRATNAGAR,
      wardNo: 3,
      providerType: 'cbrf',
      quantity: 1,
      unit: 'session',
      attributes: {},
    };
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/services/records',
          token: tokens.palika,
          body,
        })
      ).status,
    ).toBe(200);
    const after = await get(`/api/dashboards/summary?${queryOf(f)}`, tokens.admin);
    expect([after.services.value, after.personsServed.value]).toEqual([
      before.services.value + 1,
      before.personsServed.value + 1,
    ]);
  });

  it('lead to lists whose counts equal the numbers clicked', async () => {
    const f: Filters = { fiscalYear: 2082, palikaId: BIRATNAGAR, gender: 'female' };
    const summary = await get(`/api/dashboards/summary?${queryOf(f)}`, tokens.district);
    const { from, until } = rangeOf(2082);
    const lastDay = new Date(Date.parse(until) - 86_400_000).toISOString().slice(0, 10);
    const registered = await get(
      `/api/pwd/profiles?palikaId=${BIRATNAGAR}&gender=female&registeredTo=${lastDay}`,
      tokens.district,
    );
    const registrations = await get(
      `/api/pwd/profiles?palikaId=${BIRATNAGAR}&gender=female&registeredFrom=${from}&registeredTo=${lastDay}`,
      tokens.district,
    );
    const withCard = await get(
      `/api/pwd/profiles?palikaId=${BIRATNAGAR}&gender=female&registeredTo=${lastDay}&cardHeld=true`,
      tokens.district,
    );
    const served = await get(
      `/api/pwd/profiles?palikaId=${BIRATNAGAR}&gender=female&servedFiscalYear=2082`,
      tokens.district,
    );
    const services = await get(
      `/api/services/records?palikaId=${BIRATNAGAR}&gender=female&fiscalYear=2082`,
      tokens.district,
    );
    expect([
      registered.total,
      registrations.total,
      withCard.total,
      served.total,
      services.total,
    ]).toEqual([
      summary.registered.value,
      summary.registrations.value,
      summary.withCard.value,
      summary.personsServed.value,
      summary.services.value,
    ]);
    const component = (
      await get(
        `/api/dashboards/figures?${queryOf(f, { measure: 'personsServed', by: 'component' })}`,
        tokens.district,
      )
    ).rows[0];
    const servedInComponent = await get(
      `/api/pwd/profiles?palikaId=${BIRATNAGAR}&gender=female&servedFiscalYear=2082&servedCategoryId=${component.key}`,
      tokens.district,
    );
    expect(servedInComponent.total).toBe(component.value);
  });

  it('refuse a breakdown a measure does not have, naming the field', async () => {
    const result = await call(t.app, {
      url: '/api/dashboards/figures?measure=registered&by=component',
      token: tokens.admin,
    });
    expect([result.status, result.body.message.fields]).toEqual([
      400,
      [{ field: 'by', code: 'invalidValue' }],
    ]);
    const persons = await call(t.app, {
      url: '/api/dashboards/figures?measure=registered&by=month&split=component',
      token: tokens.admin,
    });
    expect([persons.status, persons.body.message.fields]).toEqual([
      400,
      [{ field: 'split', code: 'invalidValue' }],
    ]);
  });

  it('never count another area: a palika user asking for a province, the nation or another palika sees only their own', async () => {
    const own = await get(`/api/dashboards/summary?fiscalYear=2082`, tokens.palika);
    const asked = await get(
      `/api/dashboards/summary?fiscalYear=2082&provinceId=${ids.bagmati}`,
      tokens.palika,
    );
    expect([asked.registered.value, asked.services.value, asked.palikasReporting.of]).toEqual([
      0, 0, 0,
    ]);
    const province = await get(`/api/dashboards/places?fiscalYear=2082`, tokens.province);
    expect(province.level).toBe('district');
    expect(province.rows.some((row: { nameEn: string }) => row.nameEn === 'Kathmandu')).toBe(false);
    expect(own.registered.value).toBe(
      await expectedPersons(
        t.db,
        { fiscalYear: 2082 },
        { national: false, palikaIds: [BIRATNAGAR] },
        'registered',
      ),
    );
  });

  it('move persons between age bands on their birthday, without a write', async () => {
    // Three days from now someone registered today turns 18: pin "today" there, re-band, compare; then back.
    const today = todayInNepal();
    const later = new Date(Date.parse(today) + 3 * 86_400_000).toISOString().slice(0, 10);
    const dob = `${Number(later.slice(0, 4)) - 18}${later.slice(4)}`;
    const made = await call(t.app, {
      method: 'POST',
      url: '/api/pwd/profiles',
      token: tokens.palika,
      body: validProfile({
        nameEn: 'Birthday',
        nameNe: 'जन्मदिन',
        dob,
        guardianName: 'Ama',
        guardianRelation: 'mother',
        educationStatus: 'secondary',
      }),
    });
    expect(made.status).toBe(200);
    const cells = async () =>
      Object.fromEntries(
        (
          await t.db.query<{ band: string; n: number }>(
            `SELECT age_band AS band, sum(persons)::int AS n FROM dash_person_cells WHERE level = 0 AND disability_type = '*' AND age_band <> '*' GROUP BY 1 HAVING sum(persons) <> 0`,
          )
        ).map((r) => [r.band, r.n]),
      );
    const raw = async (on: string) =>
      Object.fromEntries(
        (
          await t.db.query<{ band: string; n: number }>(
            `SELECT CASE WHEN a >= 60 THEN '60+' WHEN a >= 18 THEN '18-59' WHEN a >= 5 THEN '5-17' ELSE '0-4' END AS band, count(*)::int AS n
             FROM (SELECT extract(year FROM age($1::date, dob)) AS a FROM pwd_persons WHERE deleted_at IS NULL) x GROUP BY 1`,
            [on],
          )
        ).map((r) => [r.band, r.n]),
      );
    expect(await cells()).toEqual(await raw(today));
    const moved = await t.db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('cbr.today', $1, true)`, [later]);
      return (await tx.query<{ n: number }>('SELECT cbr_roll_ages() AS n'))[0].n;
    });
    expect(moved).toBeGreaterThanOrEqual(1);
    expect(await cells()).toEqual(await raw(later));
    await t.db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('cbr.today', $1, true)`, [today]);
      await tx.query('SELECT cbr_roll_ages()');
    });
    expect(await cells()).toEqual(await raw(today));
  });
});
