import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BIRATNAGAR, SUNDARHARAICHA } from './support/profiles';
import { palikasOf, putReports } from './support/reports';
import { DATABASE_KIND, type TestApp, call, getOk, login, startTestApp } from './support/test-app';

/**
 * The inbox (issue 39 §3): what waits for each reader, each item opening where it is acted on.
 * The clock is Nepal's 26 November 2026 (Mangsir 2083): period 1 of 2083/84 ended on 16 November
 * and is due on 1 December; every period of 2082/83 is past its due date.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let targetId = '';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-26T06:00:00Z'));
  t = await startTestApp();
  for (const user of ['admin', 'province', 'district', 'palika', 'cbrf', 'palika2', 'cbrf2'])
    tokens[user] = (await login(t.app, user)).token;
  await putReports(t.db, [
    { palikaId: BIRATNAGAR, fiscalYear: 2082, period: 1, state: 'accepted', by: 'province' },
    { palikaId: BIRATNAGAR, fiscalYear: 2082, period: 2, state: 'approved', by: 'district' },
    { palikaId: BIRATNAGAR, fiscalYear: 2082, period: 3, state: 'submitted', late: true },
    {
      palikaId: SUNDARHARAICHA,
      fiscalYear: 2082,
      period: 1,
      state: 'open',
      by: 'district',
      returnedBecause: 'Services of Kartik are missing',
    },
    {
      palikaId: SUNDARHARAICHA,
      fiscalYear: 2082,
      period: 2,
      state: 'submitted',
      by: 'palika2',
      movedAt: '2026-04-02T06:00:00Z',
    },
  ]);
  const proposed = await call(t.app, {
    method: 'POST',
    url: '/api/targets',
    token: tokens.palika,
    body: {
      _id: randomUUID(),
      fiscalYear: 2083,
      scope: 'palika',
      palikaId: BIRATNAGAR,
      measure: 'services',
      total: 40,
    },
  });
  expect(proposed.body.status).toBe('proposed');
  targetId = proposed.body._id;
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const inbox = (user: string) => getOk(t.app, '/api/inbox', tokens[user]);
const report = (palikaId: number, fiscalYear: number, period: number) =>
  `/reporting/${palikaId}/${fiscalYear}/${period}`;

describe(`inbox (${DATABASE_KIND})`, () => {
  it('gives a district user the submissions to approve, oldest first', async () => {
    const answer = await inbox('district');
    expect(answer.count).toBe(2);
    expect(answer.items).toMatchObject([
      {
        kind: 'approve',
        palikaId: SUNDARHARAICHA,
        placeNameEn: 'Sundar Haraicha',
        fiscalYear: 2082,
        period: 2,
        late: false,
        by: 'Kamala Yadav',
        since: '2026-04-02T06:00:00.000Z',
        path: report(SUNDARHARAICHA, 2082, 2),
      },
      {
        kind: 'approve',
        palikaId: BIRATNAGAR,
        period: 3,
        late: true,
        path: report(BIRATNAGAR, 2082, 3),
      },
    ]);
  });

  it('gives a province user the approvals to accept and the targets proposed to them', async () => {
    const answer = await inbox('province');
    expect(answer.count).toBe(2);
    expect(answer.items).toMatchObject([
      {
        kind: 'accept',
        palikaId: BIRATNAGAR,
        period: 2,
        by: 'Bikash Limbu',
        path: report(BIRATNAGAR, 2082, 2),
      },
      {
        kind: 'targetProposal',
        palikaId: BIRATNAGAR,
        placeNameEn: 'Biratnagar',
        fiscalYear: 2083,
        period: null,
        targetId,
        measure: 'services',
        by: 'Sarita Shrestha',
        path: expect.stringMatching(
          /^\/target\/list\?fiscalYear=2083&status=proposed&provinceId=1&districtId=\d+&palikaId=60$/,
        ),
      },
    ]);
    const admin = await inbox('admin');
    expect(admin.items.map((i: { kind: string }) => i.kind)).toEqual(['targetProposal']);
  });

  it("gives a palika's users what was returned, what is overdue and what is due within 7 days", async () => {
    const answer = await inbox('palika2');
    expect(answer.items).toMatchObject([
      {
        kind: 'returned',
        fiscalYear: 2082,
        period: 1,
        reason: 'Services of Kartik are missing',
        by: 'Bikash Limbu',
        path: report(SUNDARHARAICHA, 2082, 1),
      },
      {
        kind: 'overdue',
        fiscalYear: 2082,
        period: 3,
        dueDate: '2026-07-31',
        path: report(SUNDARHARAICHA, 2082, 3),
      },
      {
        kind: 'due',
        fiscalYear: 2083,
        period: 1,
        dueDate: '2026-12-01',
        path: report(SUNDARHARAICHA, 2083, 1),
      },
    ]);
    expect(answer.count).toBe(3);
    expect((await inbox('palika')).items).toMatchObject([
      { kind: 'due', palikaId: BIRATNAGAR, period: 1 },
    ]);
    // Facilitators fix what was returned; submitting is the palika user's.
    expect((await inbox('cbrf2')).items.map((i: { kind: string }) => i.kind)).toEqual(['returned']);
    expect(await inbox('cbrf')).toEqual({ count: 0, items: [] });
  });

  it('tells of a period only from 7 days before its due date', async () => {
    vi.setSystemTime(new Date('2026-11-23T06:00:00Z'));
    expect((await inbox('palika')).count).toBe(0);
    vi.setSystemTime(new Date('2026-11-24T06:00:00Z'));
    expect((await inbox('palika')).count).toBe(1);
    vi.setSystemTime(new Date('2026-11-26T06:00:00Z'));
  });

  it('counts everything waiting and lists at most 100', async () => {
    const morang = await palikasOf(t.db, 'Morang');
    await putReports(
      t.db,
      [2078, 2079, 2080].flatMap((fiscalYear) =>
        morang.flatMap((palikaId) =>
          [1, 2, 3].map((period) => ({
            palikaId,
            fiscalYear,
            period,
            state: 'submitted' as const,
          })),
        ),
      ),
    );
    const answer = await inbox('district');
    expect(answer.count).toBe(2 + morang.length * 9);
    expect(answer.items).toHaveLength(100);
    // The oldest waiting first: the April submission, then those of August by year.
    expect(answer.items[0]).toMatchObject({ palikaId: SUNDARHARAICHA, fiscalYear: 2082 });
    expect(answer.items[1].fiscalYear).toBe(2078);
  });
});
