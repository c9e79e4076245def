import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@/server/records/record-read';
import { BIRATNAGAR, SUNDARHARAICHA, validProfile } from './support/profiles';
import { validService } from './support/services';
import { type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * Issue 20 §1: a service list filtered by place alone reads its count and totals from the list
 * cells (decision 0034), which the services' triggers keep in the writing transaction. They must
 * always equal the records themselves: for every user's area and place filter, and after every
 * kind of write.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
type Totals = {
  records: number;
  persons: number;
  quantity: number;
  costNpr: number;
  participants: number;
};

const get = (url: string, token: string) => call(t.app, { url, token });
const send = (method: 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, { method, url, token: tokens.palika, body });

/** The totals of the live records of the palikas given, counted from the rows. */
async function rowTotals(palikas: number[] | null): Promise<Totals> {
  const [row] = await t.db.query<Record<string, string | number | null>>(
    `SELECT count(*)::int AS records, count(DISTINCT pwd_id)::int AS persons,
       coalesce(sum(quantity), 0) AS quantity, coalesce(sum(cost_npr), 0) AS cost,
       coalesce(sum(coalesce(participants_male, 0) + coalesce(participants_female, 0) + coalesce(participants_other, 0)), 0)::int AS participants
     FROM service_records WHERE deleted_at IS NULL ${palikas ? 'AND palika_id = ANY($1::int[])' : ''}`,
    palikas ? [palikas] : [],
  );
  return {
    records: Number(row.records),
    persons: Number(row.persons),
    quantity: Number(row.quantity),
    costNpr: Number(row.cost),
    participants: Number(row.participants),
  };
}

const palikasWhere = async (where: string) =>
  (await t.db.query<{ id: number }>(`SELECT id FROM palikas WHERE ${where}`)).map((r) => r.id);

/** Every user's list and a place filter of each level, against the rows of the same palikas. */
async function expectListsEqualRows() {
  const biratnagar = (await palikasWhere(`name_en LIKE 'Biratnagar%'`))[0];
  const cases: [string, string, number[] | null][] = [
    ['superadmin', '', null],
    [
      'province',
      '',
      await palikasWhere(`district_id IN (SELECT id FROM districts WHERE province_id = 1)`),
    ],
    [
      'district',
      '',
      await palikasWhere(
        `district_id = (SELECT district_id FROM palikas WHERE id = ${biratnagar})`,
      ),
    ],
    ['palika', '', [biratnagar]],
    ['superadmin', `palikaId=${biratnagar}`, [biratnagar]],
    [
      'superadmin',
      'provinceId=2',
      await palikasWhere(`district_id IN (SELECT id FROM districts WHERE province_id = 2)`),
    ],
  ];
  for (const [user, query, palikas] of cases) {
    const list = await get(`/api/services/records?pageSize=1&${query}`, tokens[user]);
    expect(list.status).toBe(200);
    const rows = await rowTotals(palikas);
    expect({ user, query, total: list.body.total, totals: list.body.totals }).toEqual({
      user,
      query,
      total: rows.records,
      totals: rows,
    });
    expect(list.body.totalExact).toBe(true);
  }
}

/** The list cells hold exactly each palika's and person's live records (no more, no less). */
async function expectCellsEqualRows() {
  const cells = await t.db.query(
    `SELECT palika_id, pwd_id::text, services, quantity::numeric(14,2)::text AS quantity, cost::numeric(14,2)::text AS cost, participants::int AS participants
       FROM service_list_cells WHERE services <> 0 OR quantity <> 0 OR cost <> 0 OR participants <> 0 ORDER BY 1, 2`,
  );
  const rows = await t.db.query(
    `SELECT palika_id, coalesce(pwd_id, '00000000-0000-0000-0000-000000000000')::text AS pwd_id, count(*)::int AS services,
       sum(quantity)::numeric(14,2)::text AS quantity, sum(coalesce(cost_npr, 0))::numeric(14,2)::text AS cost,
       sum(coalesce(participants_male, 0) + coalesce(participants_female, 0) + coalesce(participants_other, 0))::int AS participants
     FROM service_records WHERE deleted_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  expect(cells).toEqual(rows);
}

let physio: number;
let shg: number;
let biratnagarPerson: string;

/**
 * Persons in two palikas of Morang and one of Madhesh, with services: one person served in two
 * palikas (counted once in the district, once in each palika), a group service, costs and none.
 */
async function seed() {
  const [ids] = await t.db.query<{ physio: number; shg: number }>(
    `SELECT (SELECT id FROM service_categories WHERE code = 'HEALTH.REHAB.PHYSIO') AS physio,
            (SELECT id FROM service_categories WHERE code = 'EMPOWERMENT.SHG') AS shg`,
  );
  ({ physio, shg } = ids);
  const [{ madhesh }] = await t.db.query<{ madhesh: number }>(
    `SELECT pa.id AS madhesh FROM palikas pa JOIN districts d ON d.id = pa.district_id
      WHERE d.province_id = 2 ORDER BY pa.id LIMIT 1`,
  );
  const person = async (palikaId: number) => {
    const made = await call(t.app, {
      method: 'POST',
      url: '/api/pwd/profiles',
      token: tokens.superadmin,
      body: validProfile({ palikaId, wardNo: 1 }),
    });
    expect(made.status).toBe(200);
    return made.body._id as string;
  };
  const served = async (pwdId: string | null, palikaId: number, extra = {}) => {
    const body = { ...validService(pwdId ?? '', physio), pwdId, palikaId, wardNo: 1, ...extra };
    const made = await call(t.app, {
      method: 'POST',
      url: '/api/services/records',
      token: tokens.superadmin,
      body,
    });
    expect(made.status).toBe(200);
  };
  biratnagarPerson = await person(BIRATNAGAR);
  const other = await person(SUNDARHARAICHA);
  const far = await person(madhesh);
  await served(biratnagarPerson, BIRATNAGAR, { quantity: 2, costNpr: 500 });
  await served(biratnagarPerson, BIRATNAGAR);
  await served(biratnagarPerson, SUNDARHARAICHA, { costNpr: 120.25 });
  await served(other, SUNDARHARAICHA, { quantity: 4 });
  await served(far, madhesh, { costNpr: 75 });
  await served(null, BIRATNAGAR, {
    categoryId: shg,
    isGroup: true,
    participantsMale: 3,
    participantsFemale: 5,
    participantsOther: 0,
    participantsPwd: 4,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['superadmin', 'province', 'district', 'palika'])
    tokens[user] = (await login(t.app, user)).token;
  await seed();
});
afterAll(() => t.close());

describe('the service list counted from its cells', () => {
  it('answers every area and place filter as the rows do', async () => {
    expect((await rowTotals(null)).records).toBeGreaterThan(0);
    await expectCellsEqualRows();
    await expectListsEqualRows();
  });

  it('stays equal to the rows through a save, a group save, an edit, a move to another palika, a deletion and a restore', async () => {
    const person = { id: biratnagarPerson, category: physio };
    const saved = await send(
      'POST',
      '/api/services/records',
      validService(person.id, person.category, { quantity: 3, costNpr: 1250.5 }),
    );
    expect(saved.status).toBe(200);
    await expectCellsEqualRows();
    const group = await send('POST', '/api/services/records', {
      ...validService(person.id, person.category),
      categoryId: shg,
      pwdId: null,
      isGroup: true,
      participantsMale: 4,
      participantsFemale: 7,
      participantsOther: 1,
      participantsPwd: 5,
    });
    expect(group.status).toBe(200);
    await expectCellsEqualRows();
    const { _id, version } = saved.body;
    const { _id: unsent, ...input } = validService(person.id, person.category, {
      quantity: 5,
      costNpr: null,
    });
    void unsent;
    const edited = await send('PUT', `/api/services/records/${_id}`, { ...input, version });
    expect(edited.status).toBe(200);
    await expectCellsEqualRows();
    await expectListsEqualRows();
    // Recorded in the wrong palika: moved to the next one, its cells move with it.
    const moved = await call(t.app, {
      method: 'PUT',
      url: `/api/services/records/${_id}`,
      token: tokens.superadmin,
      body: { ...input, palikaId: SUNDARHARAICHA, version: edited.body.version },
    });
    expect(moved.status).toBe(200);
    await expectCellsEqualRows();
    await expectListsEqualRows();
    // Now outside the palika user's area: an administrator deletes it.
    const deleted = await call(t.app, {
      method: 'POST',
      url: `/api/services/records/${_id}/delete`,
      token: tokens.superadmin,
      body: { reason: 'entered twice', version: moved.body.version },
    });
    expect(deleted.status).toBe(200);
    await expectCellsEqualRows();
    await expectListsEqualRows();
    const restored = await call(t.app, {
      method: 'POST',
      url: `/api/services/records/${_id}/restore`,
      token: tokens.superadmin,
    });
    expect(restored.status).toBe(200);
    await expectCellsEqualRows();
    await expectListsEqualRows();
  });

  it('sums at most a lakh of its rows: beyond, "more than" a lakh and no totals, as a count of records says', async () => {
    const [{ id: far }] = await t.db.query<{ id: number }>(
      `SELECT pa.id FROM palikas pa JOIN districts d ON d.id = pa.district_id
        WHERE d.province_id = 7 ORDER BY pa.id LIMIT 1`,
    );
    // A lakh and one persons served there, written straight into its cells and taken out after.
    await t.db.query(
      `INSERT INTO service_list_cells (palika_id, pwd_id, services, quantity, cost, participants)
       SELECT $1::int, gen_random_uuid(), 1, 1, 0, 0 FROM generate_series(1, $2::int)`,
      [far, COUNT_CAP + 1],
    );
    try {
      const list = await get(`/api/services/records?pageSize=1&palikaId=${far}`, tokens.superadmin);
      expect([list.body.total, list.body.totalExact, list.body.totals]).toEqual([
        COUNT_CAP,
        false,
        null,
      ]);
    } finally {
      await t.db.query('DELETE FROM service_list_cells WHERE palika_id = $1', [far]);
    }
  }, 60_000);

  it('counts a list filtered by more than places from its rows, as before', async () => {
    const list = await get('/api/services/records?pageSize=1&fiscalYear=2083', tokens.district);
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM service_records s JOIN palikas pa ON pa.id = s.palika_id
        WHERE s.deleted_at IS NULL AND s.fiscal_year = 2083
          AND pa.district_id = (SELECT district_id FROM palikas WHERE id = ${BIRATNAGAR})`,
    );
    expect(list.body.total).toBe(row.n);
    expect(list.body.totals.records).toBe(row.n);
  });
});
