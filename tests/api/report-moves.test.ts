import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRATNAGAR } from './support/profiles';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * Every move by every role from every state (issue 39 §4): the moves the issue names are made,
 * every other is refused by name. The table below is the text, written out here on its own
 * (not read from the code it tests).
 */
type State = 'open' | 'submitted' | 'approved' | 'accepted';
type Move = 'submit' | 'return' | 'approve' | 'accept' | 'reopen';
const STATES: State[] = ['open', 'submitted', 'approved', 'accepted'];
const ADMINS = ['superadmin', 'admin'];
const MAY: Record<Move, Partial<Record<State, string[]>>> = {
  submit: { open: [...ADMINS, 'palika'] },
  return: { submitted: [...ADMINS, 'district'], approved: [...ADMINS, 'province'] },
  approve: { submitted: [...ADMINS, 'district'] },
  accept: { approved: [...ADMINS, 'province'] },
  reopen: { approved: [...ADMINS, 'district', 'province'], accepted: [...ADMINS, 'province'] },
};
const TO: Record<Move, State> = {
  submit: 'submitted',
  return: 'open',
  approve: 'approved',
  accept: 'accepted',
  reopen: 'open',
};
const USERS = ['superadmin', 'admin', 'province', 'district', 'palika', 'cbrf'];
const [FISCAL_YEAR, PERIOD] = [2070, 2];
const PATH = `/api/reports/${BIRATNAGAR}/${FISCAL_YEAR}/${PERIOD}`;

let t: TestApp;
const tokens: Record<string, string> = {};

/** The status and code a user's move should get from a state, by the table above. */
function expected(user: string, move: Move, state: State): [number, string | undefined] {
  if (MAY[move][state]?.includes(user)) return [200, undefined];
  const everMakes = Object.values(MAY[move]).some((users) => users.includes(user));
  if (!everMakes) return [403, 'forbidden'];
  return MAY[move][state] ? [403, 'forbidden'] : [409, 'report.moveNotAllowed'];
}

/** Puts the report in a state at version 1, with no moves (as a test fixture). */
async function reportIn(state: State) {
  await t.db.query(`DELETE FROM report_moves WHERE palika_id = $1 AND fiscal_year = $2`, [
    BIRATNAGAR,
    FISCAL_YEAR,
  ]);
  await t.db.query(
    `INSERT INTO report_periods (palika_id, fiscal_year, period, state, version, moved_at, moved_by)
      VALUES ($1, $2, $3, $4, 1, now(), (SELECT id FROM users WHERE username = 'admin'))
      ON CONFLICT (palika_id, fiscal_year, period) DO UPDATE SET state = $4, version = 1`,
    [BIRATNAGAR, FISCAL_YEAR, PERIOD, state],
  );
}

beforeAll(async () => {
  t = await startTestApp();
  for (const user of [...USERS, 'palika2', 'cbrf2'])
    tokens[user] = (await login(t.app, user)).token;
  const group = await login(t.app, 'group');
  for (const member of group.memberData ?? []) {
    const opened = await call(t.app, {
      method: 'POST',
      url: '/api/auth/group-member',
      token: group.token,
      body: { memberId: member._id },
    });
    tokens[`group:${member.name}`] = opened.body.token;
  }
  tokens.group = group.token;
}, 120_000);
afterAll(() => t.close());

describe(`every move by every role (${DATABASE_KIND})`, () => {
  it('makes the moves the issue names and refuses every other by name', async () => {
    const seen: string[] = [];
    for (const move of Object.keys(MAY) as Move[])
      for (const state of STATES)
        for (const user of USERS) {
          await reportIn(state);
          const result = await call(t.app, {
            method: 'POST',
            url: `${PATH}/moves`,
            token: tokens[user],
            body: { move, version: 1, reason: 'Figures of ward 3 missing' },
          });
          const [status, code] = expected(user, move, state);
          const got = [result.status, result.body.message?.code, result.body.state];
          seen.push(`${user} ${move} from ${state}: ${got.join(' ')}`);
          expect(got, `${user} ${move} from ${state}`).toEqual([
            status,
            code,
            status === 200 ? TO[move] : undefined,
          ]);
        }
    expect(seen.filter((line) => line.includes(': 200')).length).toBe(
      Object.values(MAY).flatMap((byState) => Object.values(byState).flat()).length,
    );
  });

  it('refuses CBRF, group members of that role and the group account, and hides the report outside the area', async () => {
    await reportIn('open');
    const attempt = (who: string) =>
      call(t.app, {
        method: 'POST',
        url: `${PATH}/moves`,
        token: tokens[who],
        body: { move: 'submit', version: 1 },
      });
    expect((await attempt('group')).status).toBe(403);
    expect((await attempt('group:Sita Rai')).status).toBe(403); // CBRF through the group
    for (const outsider of ['palika2', 'cbrf2']) {
      const result = await attempt(outsider);
      expect([outsider, result.status]).toEqual([outsider, 404]);
      expect(JSON.stringify(result.body)).not.toContain('Biratnagar');
    }
    const read = await call(t.app, { url: PATH, token: tokens.palika2 });
    expect(read.status).toBe(404);
  });

  it("keeps the group a palika user moved through, and the member's own name", async () => {
    await reportIn('open');
    const result = await call(t.app, {
      method: 'POST',
      url: `${PATH}/moves`,
      token: tokens['group:Maya Tharu'],
      body: { move: 'submit', version: 1 },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.history.at(-1)).toMatchObject({
      move: 'submit',
      movedBy: { name: 'Maya Tharu' },
      viaGroup: { name: 'Biratnagar FCHV Group' },
    });
  });
});
