import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellsUnlikeARefill, useDashboardContext } from './support/dashboard-check';
import { setReportState } from './support/period-lock';
import { BIRATNAGAR, SUNDARHARAICHA, validProfile } from './support/profiles';
import { validService } from './support/services';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * The same person in two places (issue 40 §3): pairs found across palikas by each key, on each save
 * and by the national scan; decided not a duplicate or merged; a merge's figures against a refill;
 * a lock that holds a merge back; a palika that sees only that its person is a candidate.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let morang: number;
let physiotherapy: number;

const PAIRS = '/api/data-quality/duplicate-pairs';
type Pair = {
  id: number;
  state: string;
  reasons: string[];
  version: number;
  first: { id: string };
  second: { id: string };
  locked: unknown;
};

async function made(username: string, overrides: Record<string, unknown>) {
  const body = validProfile(overrides);
  const result = await call(t.app, {
    method: 'POST',
    url: '/api/pwd/profiles',
    token: tokens[username],
    body,
  });
  expect([result.status, result.body]).toMatchObject([200, {}]);
  return result.body as { _id: string; registrationNo: string };
}

const inOtherPalika = (overrides: Record<string, unknown>) =>
  made('palika2', { palikaId: SUNDARHARAICHA, wardNo: 2, ...overrides });

async function pairsIn(state = 'open'): Promise<Pair[]> {
  const result = await call(t.app, {
    url: `${PAIRS}?state=${state}&pageSize=100`,
    token: tokens.superadmin,
  });
  expect(result.status).toBe(200);
  return result.body.items;
}

const pairOf = (pairs: Pair[], one: string, other: string) =>
  pairs.find((p) => [p.first.id, p.second.id].sort().join() === [one, other].sort().join());

const decide = (pair: Pair, body: Record<string, unknown>, token = tokens.superadmin) =>
  call(t.app, {
    method: 'POST',
    url: `${PAIRS}/${pair.id}/decision`,
    token,
    body: { version: pair.version, ...body },
  });

/** A person as their palika reads them, and as the persons list answers their row. */
async function candidateOf(token: string, person: { _id: string; registrationNo: string }) {
  const read = await call(t.app, { url: `/api/pwd/profiles/${person._id}`, token });
  expect(read.status).toBe(200);
  const search = encodeURIComponent(person.registrationNo);
  const list = await call(t.app, { url: `/api/pwd/profiles?search=${search}`, token });
  expect(list.status).toBe(200);
  const row = list.body.items.find((item: { _id: string }) => item._id === person._id);
  expect(row).toBeDefined();
  return { read: read.body, row, flags: [read.body.duplicateCandidate, row.duplicateCandidate] };
}

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['superadmin', 'admin', 'palika', 'palika2', 'district'])
    tokens[name] = (await login(t.app, name)).token;
  const [row] = await t.db.query<{ id: number }>(
    `SELECT id FROM districts WHERE name_en = 'Morang'`,
  );
  morang = row.id;
  const catalogue = (await call(t.app, { url: '/api/services/catalogue', token: tokens.admin }))
    .body;
  physiotherapy = catalogue.categories.find(
    (c: { code: string }) => c.code === 'HEALTH.REHAB.PHYSIO',
  ).id;
  useDashboardContext({ t, tokens, rootOf: new Map() });
});
afterAll(() => t.close());

describe(`the same person in two places (${DATABASE_KIND})`, () => {
  const persons: Record<string, { _id: string; registrationNo: string }> = {};

  it('finds a pair by each key on the save of the second person, across palikas and scripts', async () => {
    persons.citizenA = await made('palika', {
      nameNe: 'कमला राई',
      nameEn: null,
      fatherName: null,
      citizenshipNo: '12-01-74-05678',
      citizenshipDistrictId: morang,
    });
    persons.citizenB = await inOtherPalika({
      nameNe: 'विमला लिम्बु',
      nameEn: null,
      fatherName: null,
      citizenshipNo: '१२०१७४०५६७८',
      citizenshipDistrictId: morang,
    });
    const card = {
      cardStatus: 'issued',
      severityClass: 'C',
      cardIssueDate: '2026-11-02',
      nameEn: null,
    };
    persons.cardA = await made('palika', { ...card, nameNe: 'गीता थापा', cardNo: 'MOR-4411' });
    persons.cardB = await inOtherPalika({ ...card, nameNe: 'मीना कार्की', cardNo: 'mor 4411' });
    const sita = { dob: '1988-03-14', gender: 'female' };
    persons.nameA = await made('palika', {
      ...sita,
      nameNe: 'सीता कुमारी श्रेष्ठ',
      nameEn: null,
      fatherName: 'हरि प्रसाद श्रेष्ठ',
    });
    persons.nameB = await inOtherPalika({
      ...sita,
      nameNe: 'सिता कुमारी स्रेष्ठ',
      nameEn: 'Seeta Kumari Shrestha',
      fatherName: null,
      motherName: 'Laxmi Shrestha',
      guardianName: null,
    });
    // Not her: the same name and father, born another day.
    persons.other = await inOtherPalika({
      dob: '1989-03-14',
      gender: 'female',
      nameNe: 'सीता कुमारी श्रेष्ठ',
      fatherName: 'Hari Prasad Shrestha',
    });
    let pairs = await pairsIn();
    expect(pairOf(pairs, persons.citizenA._id, persons.citizenB._id)?.reasons).toEqual([
      'citizenship',
    ]);
    expect(pairOf(pairs, persons.cardA._id, persons.cardB._id)?.reasons).toEqual(['card']);
    expect(pairOf(pairs, persons.nameA._id, persons.nameB._id)).toBeUndefined();
    expect(pairOf(pairs, persons.nameA._id, persons.other._id)).toBeUndefined();

    // The second spelling's father, in Latin letters, meets the first's in Devanagari.
    const b = (
      await call(t.app, { url: `/api/pwd/profiles/${persons.nameB._id}`, token: tokens.palika2 })
    ).body;
    const { profileUpdateOf } = await import('@/shared/pwd/profile-input');
    const updated = await call(t.app, {
      method: 'PUT',
      url: `/api/pwd/profiles/${persons.nameB._id}`,
      token: tokens.palika2,
      body: { ...profileUpdateOf(b), fatherName: 'Hari Prasad Shrestha' },
    });
    expect(updated.status).toBe(200);
    pairs = await pairsIn();
    const named = pairOf(pairs, persons.nameA._id, persons.nameB._id);
    expect(named?.reasons).toEqual(['nameDobParent']);
    expect(named?.first).toMatchObject({ palika: expect.any(String), services: 0 });
    expect(named?.locked).toBeNull();
  });

  it('finds the same pairs again by the national scan, for persons made in bulk', async () => {
    const before = (await pairsIn()).map((p) => `${p.first.id}/${p.second.id}/${p.reasons}`).sort();
    await t.db.query('DELETE FROM duplicate_pairs');
    await t.db.query('DELETE FROM person_match_keys');
    expect(await pairsIn()).toEqual([]);
    const scan = await call(t.app, {
      method: 'POST',
      url: `${PAIRS}/scan`,
      token: tokens.superadmin,
    });
    expect(scan.status).toBe(200);
    expect(scan.body.keysWritten).toBeGreaterThanOrEqual(7);
    expect(scan.body.pairs).toBe(before.length);
    const after = (await pairsIn()).map((p) => `${p.first.id}/${p.second.id}/${p.reasons}`).sort();
    expect(after).toEqual(before);
    // A second scan finds nothing new to key and changes nothing.
    const again = await call(t.app, {
      method: 'POST',
      url: `${PAIRS}/scan`,
      token: tokens.superadmin,
    });
    expect(again.body).toMatchObject({ keysWritten: 0, pairs: before.length });
  });

  it('shows a palika only that its own person is a candidate, never the other', async () => {
    const own = await call(t.app, { url: '/api/pwd/duplicate-flags', token: tokens.palika });
    expect(own.status).toBe(200);
    const ids = own.body.items.map((i: { personId: string }) => i.personId);
    expect(ids).toEqual(expect.arrayContaining([persons.citizenA._id, persons.nameA._id]));
    expect(ids).not.toContain(persons.citizenB._id);
    expect(JSON.stringify(own.body)).not.toMatch(/Shrestha|स्रेष्ठ|4411|Sundarharaicha/);
    const other = await call(t.app, {
      url: `/api/pwd/duplicate-flags?palikaId=${BIRATNAGAR}`,
      token: tokens.palika2,
    });
    expect(other.body.items).toEqual([]);
    for (const name of ['palika', 'district', 'admin']) {
      const list = await call(t.app, { url: PAIRS, token: tokens[name] });
      expect([name, list.status]).toEqual([name, 403]);
    }
  });

  it("answers a person's read and list row as a candidate, and nothing of the other", async () => {
    const own = await candidateOf(tokens.palika, persons.cardA);
    expect(own.flags).toEqual([true, true]);
    const text = JSON.stringify([own.read, own.row]);
    expect(text).not.toContain(persons.cardB._id);
    expect(text).not.toContain(persons.cardB.registrationNo);
    expect(text).not.toMatch(/मीना|कार्की|Sundarharaicha|सुन्दरहरैंचा/i);
    // The other side sees its own person flagged the same way; a person of no pair is not.
    expect((await candidateOf(tokens.palika2, persons.cardB)).flags).toEqual([true, true]);
    expect((await candidateOf(tokens.palika2, persons.other)).flags).toEqual([false, false]);
    // Nor can a palika read the other side's person to learn more.
    const across = await call(t.app, {
      url: `/api/pwd/profiles/${persons.cardB._id}`,
      token: tokens.palika,
    });
    expect([403, 404]).toContain(across.status);
  });

  it('marks a pair not a duplicate, once, and a later save does not reopen it', async () => {
    const pair = pairOf(await pairsIn(), persons.cardA._id, persons.cardB._id)!;
    const refused = await decide(pair, { decision: 'notDuplicate' }, tokens.admin);
    expect(refused.status).toBe(403);
    const done = await decide(pair, { decision: 'notDuplicate' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'notDuplicate', decidedBy: expect.any(String) });
    expect((await decide(pair, { decision: 'notDuplicate' })).status).toBe(409);
    expect(
      pairOf(await pairsIn('notDuplicate'), persons.cardA._id, persons.cardB._id),
    ).toBeDefined();
    expect(pairOf(await pairsIn(), persons.cardA._id, persons.cardB._id)).toBeUndefined();
    await call(t.app, { method: 'POST', url: `${PAIRS}/scan`, token: tokens.superadmin });
    expect(pairOf(await pairsIn(), persons.cardA._id, persons.cardB._id)).toBeUndefined();
    // Neither palika sees its person as a candidate any more.
    expect((await candidateOf(tokens.palika, persons.cardA)).flags).toEqual([false, false]);
    expect((await candidateOf(tokens.palika2, persons.cardB)).flags).toEqual([false, false]);
  });

  it('holds a merge while either person counts in a locked period, until it is reopened', async () => {
    const pair = pairOf(await pairsIn(), persons.citizenA._id, persons.citizenB._id)!;
    const report = { palikaId: SUNDARHARAICHA, fiscalYear: 2083, period: 2 as const };
    await setReportState(t.db, report, 'submitted');
    const flagged = pairOf(await pairsIn(), persons.citizenA._id, persons.citizenB._id)!;
    expect(flagged.locked).toEqual({ ...report, state: 'submitted' });
    const held = await decide(pair, { decision: 'merge', keepId: persons.citizenA._id });
    expect(held.status).toBe(409);
    expect(held.body.message).toMatchObject({
      code: 'periodLocked',
      details: { state: 'submitted' },
    });
    await setReportState(t.db, report, 'open');
    const merged = await decide(pair, { decision: 'merge', keepId: persons.citizenA._id });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ state: 'merged', keptId: persons.citizenA._id });
    // The person kept is no longer a candidate: the other is merged into them.
    expect((await candidateOf(tokens.palika, persons.citizenA)).flags).toEqual([false, false]);
  });

  it('merges: the services, history and every figure follow the person kept, equal to a refill', async () => {
    const pair = pairOf(await pairsIn(), persons.nameA._id, persons.nameB._id)!;
    const removed = persons.nameB._id;
    const kept = persons.nameA._id;
    for (const serviceDate of ['2026-08-10', '2026-11-02']) {
      const saved = await call(t.app, {
        method: 'POST',
        url: '/api/services/records',
        token: tokens.palika2,
        body: validService(removed, physiotherapy, {
          palikaId: SUNDARHARAICHA,
          wardNo: 2,
          serviceDate,
        }),
      });
      expect(saved.status).toBe(200);
    }
    expect(await cellsUnlikeARefill()).toEqual([
      ['dash_person_cells', 0],
      ['dash_service_cells', 0],
      ['dash_reach_cells', 0],
      ['service_list_cells', 0],
    ]);
    const wrong = await decide(pair, { decision: 'merge', keepId: persons.cardA._id });
    expect(wrong.status).toBe(400);
    const merged = await decide(pair, { decision: 'merge', keepId: kept });
    expect(merged.status).toBe(200);
    expect(merged.body.state).toBe('merged');
    const services = await call(t.app, {
      url: `/api/services/records?pwdId=${kept}`,
      token: tokens.superadmin,
    });
    expect(services.body.total).toBe(2);
    const gone = await call(t.app, {
      url: `/api/pwd/profiles/${removed}`,
      token: tokens.superadmin,
    });
    expect(gone.body.deletedAt).not.toBeNull();
    expect(gone.body.deleteReason).toContain(persons.nameA.registrationNo);
    const history = await call(t.app, {
      url: `/api/pwd/profiles/${kept}/history`,
      token: tokens.superadmin,
    });
    expect(history.body.items ?? history.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'merge' })]),
    );
    expect(await cellsUnlikeARefill()).toEqual([
      ['dash_person_cells', 0],
      ['dash_service_cells', 0],
      ['dash_reach_cells', 0],
      ['service_list_cells', 0],
    ]);
    expect(pairOf(await pairsIn('merged'), kept, removed)).toBeDefined();
  });
});
