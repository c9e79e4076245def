import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodDays } from '@/shared/reporting/periods';
import { BIRATNAGAR, SUNDARHARAICHA, validProfile } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, getOk, login, startTestApp } from './support/test-app';

/**
 * The official reports (issue 41) counted against the test's own count of the raw rows, for a
 * national, province, district and palika user, each cell's drill list holding its count, and a
 * place outside the reader's area not found.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const YEAR = 2082;
const PERIOD = 2;
const { first: FROM, last: TO } = periodDays(YEAR, PERIOD)!;
let elsewhere: number;
let koshi: number[] = [];
let morang: number[] = [];

interface Card {
  palikaId: number;
  types: string[];
  primary: string;
  subtypes?: string[];
  severityClass: string;
  gender: string;
  cardStatus?: string;
  issued: string;
}
const dayBefore = (iso: string) =>
  new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);

async function register(card: Card) {
  const body = validProfile({
    palikaId: card.palikaId,
    registrationDate: '2024-01-01',
    disabilityTypes: card.types,
    primaryDisabilityType: card.primary,
    disabilitySubtypes: card.subtypes ?? [],
    severityClass: card.severityClass,
    gender: card.gender,
    cardStatus: card.cardStatus ?? 'issued',
    cardNo: `C-${Math.random().toString(36).slice(2, 10)}`,
    cardIssueDate: card.issued,
    ...(['A', 'B'].includes(card.severityClass)
      ? { guardianName: 'Hari Thapa', guardianRelation: 'father' }
      : {}),
  });
  const made = await call(t.app, {
    method: 'POST',
    url: '/api/pwd/profiles',
    token: tokens.admin,
    body,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body as { _id: string; version: number };
}

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'province', 'district', 'palika'])
    tokens[user] = (await login(t.app, user)).token;
  const ids = async (where: string) =>
    (
      await t.db.query<{ id: number }>(
        `SELECT pl.id FROM palikas pl JOIN districts d ON d.id = pl.district_id WHERE ${where} ORDER BY pl.id`,
      )
    ).map((row) => row.id);
  koshi = await ids('d.province_id = 1');
  morang = await ids(`d.name_en = 'Morang'`);
  [elsewhere] = await ids('d.province_id = 3');
  const during = FROM;
  const cards: Card[] = [
    {
      palikaId: BIRATNAGAR,
      types: ['physical'],
      primary: 'physical',
      severityClass: 'A',
      gender: 'male',
      issued: dayBefore(FROM),
    },
    {
      palikaId: BIRATNAGAR,
      types: ['visual'],
      primary: 'visual',
      subtypes: ['total_blind'],
      severityClass: 'B',
      gender: 'female',
      issued: during,
    },
    {
      palikaId: BIRATNAGAR,
      types: ['visual'],
      primary: 'visual',
      subtypes: ['low_vision'],
      severityClass: 'C',
      gender: 'female',
      issued: TO,
    },
    {
      palikaId: BIRATNAGAR,
      types: ['hearing'],
      primary: 'hearing',
      subtypes: ['hard_of_hearing'],
      severityClass: 'D',
      gender: 'other',
      issued: during,
    },
    {
      palikaId: BIRATNAGAR,
      types: ['physical', 'hearing'],
      primary: 'multiple',
      subtypes: ['deaf'],
      severityClass: 'A',
      gender: 'male',
      issued: during,
    },
    {
      palikaId: BIRATNAGAR,
      types: ['physical'],
      primary: 'physical',
      severityClass: 'A',
      gender: 'male',
      cardStatus: 'upgraded',
      issued: during,
    },
    // Issued after the period: not yet counted.
    {
      palikaId: BIRATNAGAR,
      types: ['physical'],
      primary: 'physical',
      severityClass: 'C',
      gender: 'male',
      issued: '2026-06-01',
    },
    {
      palikaId: SUNDARHARAICHA,
      types: ['hearing'],
      primary: 'hearing',
      subtypes: ['deaf'],
      severityClass: 'B',
      gender: 'male',
      issued: '2024-02-01',
    },
    {
      palikaId: elsewhere,
      types: ['physical'],
      primary: 'physical',
      severityClass: 'A',
      gender: 'male',
      issued: during,
    },
  ];
  for (const card of cards) await register(card);
  // A deleted record's card is not counted; nor is a person with no card.
  const gone = await register({ ...cards[0], issued: during });
  const deleted = await call(t.app, {
    method: 'POST',
    url: `/api/pwd/profiles/${gone._id}/delete`,
    token: tokens.admin,
    body: { reason: 'entered twice', version: gone.version },
  });
  expect(deleted.status).toBe(200);
  const none = await call(t.app, {
    method: 'POST',
    url: '/api/pwd/profiles',
    token: tokens.admin,
    body: validProfile(),
  });
  expect(none.status).toBe(200);
});
afterAll(() => t.close());

/** The test's own count: every live person's card, by its row, class and sex, from the raw rows. */
async function expectedCells(palikas: number[] | 'all') {
  const rows = await t.db.query<{
    palika_id: number;
    primary_disability_type: string;
    disability_subtypes: string[];
    severity_class: string;
    gender: string;
    card_status: string;
    card_issue_date: string | Date | null;
    deleted_at: string | null;
  }>(
    'SELECT palika_id, primary_disability_type, disability_subtypes, severity_class, gender, card_status, card_issue_date, deleted_at FROM pwd_persons',
  );
  const cells = new Map<string, { before: number; during: number }>();
  for (const row of rows) {
    const issued =
      row.card_issue_date instanceof Date
        ? row.card_issue_date.toISOString().slice(0, 10)
        : row.card_issue_date;
    if (row.deleted_at || !issued || issued > TO) continue;
    if (!['issued', 'duplicate_issued', 'upgraded'].includes(row.card_status)) continue;
    if (palikas !== 'all' && !palikas.includes(row.palika_id)) continue;
    const subtypes = row.disability_subtypes;
    const line =
      row.primary_disability_type === 'visual'
        ? subtypes.includes('blind') || subtypes.includes('total_blind')
          ? 'blind'
          : 'low_vision'
        : row.primary_disability_type === 'hearing'
          ? subtypes.includes('deaf')
            ? 'deaf'
            : 'hard_of_hearing'
          : row.primary_disability_type;
    const key = `${line} ${row.severity_class} ${row.gender}`;
    const cell = cells.get(key) ?? { before: 0, during: 0 };
    if (issued < FROM) cell.before++;
    else cell.during++;
    cells.set(key, cell);
  }
  return [...cells]
    .map(([key, { before, during }]) => `${key}: ${before} + ${during} = ${before + during}`)
    .sort();
}

type Answer = {
  from: string;
  to: string;
  place: Record<string, unknown>;
  cells: {
    row: string;
    severityClass: string;
    gender: string;
    before: number;
    during: number;
    toDate: number;
  }[];
};
const report = async (user: string, place = '') =>
  (await getOk(
    t.app,
    `/api/official-reports/id-cards?fiscalYear=${YEAR}&period=${PERIOD}${place}`,
    tokens[user],
  )) as Answer;
const shown = (answer: Answer) =>
  answer.cells
    .map((c) => `${c.row} ${c.severityClass} ${c.gender}: ${c.before} + ${c.during} = ${c.toDate}`)
    .sort();

describe(`official reports: the ID-card matrix (${DATABASE_KIND})`, () => {
  it('counts the cards of each user’s own area as the raw rows do', async () => {
    const nation = await report('admin');
    expect(nation).toMatchObject({ from: FROM, to: TO, place: { level: 'nation' } });
    expect(shown(nation)).toEqual(await expectedCells('all'));
    expect(shown(nation)).toContain('blind B female: 0 + 1 = 1');
    expect(shown(nation)).toContain('physical A male: 1 + 2 = 3');
    const province = await report('province');
    expect(province.place).toMatchObject({ level: 'province', provinceId: 1 });
    expect(shown(province)).toEqual(await expectedCells(koshi));
    const district = await report('district');
    // Its own area named with the places above it, as a place asked is.
    expect(district.place).toMatchObject({ level: 'district', provinceId: 1, palikaId: null });
    expect(shown(district)).toEqual(await expectedCells(morang));
    const palika = await report('palika');
    expect(palika.place).toMatchObject({ level: 'palika', palikaId: BIRATNAGAR });
    expect(shown(palika)).toEqual(await expectedCells([BIRATNAGAR]));
    expect(shown(palika)).not.toEqual(shown(district));
  });

  it('reports a place named inside the area, with its district and province', async () => {
    const palika = await report('district', `&palikaId=${SUNDARHARAICHA}`);
    expect(palika.place).toMatchObject({
      level: 'palika',
      palikaId: SUNDARHARAICHA,
      provinceId: 1,
    });
    expect(shown(palika)).toEqual(await expectedCells([SUNDARHARAICHA]));
    expect(shown(palika)).toEqual(['deaf B male: 1 + 0 = 1']);
  });

  it('holds each cell’s count in its drill list of persons', async () => {
    const nation = await report('admin');
    expect(nation.cells.length).toBeGreaterThan(4);
    for (const cell of nation.cells) {
      const filters = `cardRow=${cell.row}&severityClass=${cell.severityClass}&gender=${cell.gender}&cardHeld=true`;
      const total = async (range: string) =>
        (await getOk(t.app, `/api/pwd/profiles?${filters}${range}`, tokens.admin)).total;
      expect([cell.row, await total(`&cardIssuedTo=${TO}`)]).toEqual([cell.row, cell.toDate]);
      expect([cell.row, await total(`&cardIssuedFrom=${FROM}&cardIssuedTo=${TO}`)]).toEqual([
        cell.row,
        cell.during,
      ]);
    }
  });

  it('does not find a place outside the reader’s area, nor one that does not exist', async () => {
    const asked = (user: string, place: string) =>
      call(t.app, {
        url: `/api/official-reports/id-cards?fiscalYear=${YEAR}${place}`,
        token: tokens[user],
      }).then((answer) => answer.status);
    expect(await asked('palika', `&palikaId=${SUNDARHARAICHA}`)).toBe(404);
    // A district holding the reader's palika is still not theirs to report whole.
    expect(
      await asked('palika', `&districtId=${(await report('district')).place.districtId}`),
    ).toBe(404);
    expect(await asked('district', '&provinceId=1')).toBe(404);
    expect(await asked('province', `&palikaId=${elsewhere}`)).toBe(404);
    expect(await asked('admin', '&palikaId=999999')).toBe(404);
    expect(await asked('admin', '&districtId=999999')).toBe(404);
    expect(await asked('admin', '')).toBe(200);
  });
});
