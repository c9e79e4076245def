import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT, day, handMadePeriod, qualityUrl } from './support/data-quality';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

/**
 * A submission comments on each error of its period (issue 40 §4, decision 0053): the server
 * reads the period's errors itself, refuses a submission that leaves one without a comment naming
 * each such rule, and keeps the comments with the move, answered in the period's history.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let made: Awaited<ReturnType<typeof handMadePeriod>>;
const PATH = `/api/reports/${AT.palikaId}/${AT.fiscalYear}/${AT.period}`;

const move = (who: string, body: object) =>
  call(t.app, { method: 'POST', url: `${PATH}/moves`, token: tokens[who], body });
const read = async () => (await call(t.app, { url: PATH, token: tokens.palika })).body;

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['palika', 'district']) tokens[who] = (await login(t.app, who)).token;
  made = await handMadePeriod(t, tokens.palika!);
  // One error: a service dated after its person died (the hand-made period has none before).
  await t.db.query("UPDATE pwd_persons SET status = 'deceased', status_date = $2 WHERE id = $1", [
    made.a._id,
    day(15),
  ]);
});
afterAll(() => t.close());

describe(`comments on a submission's errors (${DATABASE_KIND})`, () => {
  it('the period has exactly one error, as its quality reads it', async () => {
    const quality = await call(t.app, { url: qualityUrl(), token: tokens.palika });
    expect(quality.status, JSON.stringify(quality.body)).toBe(200);
    expect(quality.body.errors).toBe(1);
    expect(quality.body.violations[0]).toMatchObject({
      rule: 'serviceBeforeDeath',
      severity: 'error',
    });
  });

  it('refuses a submission with an error and no comment, naming the rule; nothing moves', async () => {
    for (const body of [
      { move: 'submit', version: 0 },
      { move: 'submit', version: 0, reason: 'Checked', comments: [] },
    ]) {
      const refused = await move('palika', body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.message).toMatchObject({
        code: 'report.commentsRequired',
        fields: [{ field: 'comments.serviceBeforeDeath', code: 'required' }],
      });
    }
    // A comment on another error rule, one the period does not break, is no comment on this one.
    const elsewhere = await move('palika', {
      move: 'submit',
      version: 0,
      comments: [{ rule: 'cardsWithinRegistered', comment: 'Checked' }],
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message.fields).toEqual([
      { field: 'comments.serviceBeforeDeath', code: 'required' },
    ]);
    expect(await read()).toMatchObject({ state: 'open', version: 0, history: [] });
  });

  it('refuses a comment over 300 characters, a blank one, a second on a rule and a warning rule, naming the field', async () => {
    const cases: [object[], string, string][] = [
      [[{ rule: 'serviceBeforeDeath', comment: 'x'.repeat(301) }], 'comments.0.comment', 'tooLong'],
      [[{ rule: 'serviceBeforeDeath', comment: '   ' }], 'comments.0.comment', 'required'],
      [
        [
          { rule: 'serviceBeforeDeath', comment: 'One' },
          { rule: 'serviceBeforeDeath', comment: 'Two' },
        ],
        'comments.1.rule',
        'invalidValue',
      ],
      [[{ rule: 'severeCardScreened', comment: 'A warning' }], 'comments.0.rule', 'invalidValue'],
    ];
    for (const [comments, field, code] of cases) {
      const refused = await move('palika', { move: 'submit', version: 0, comments });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.message.code).toBe('validation');
      expect(refused.body.message.fields).toContainEqual(expect.objectContaining({ field, code }));
    }
    expect((await read()).state).toBe('open');
  });

  it('accepts the submission with a comment on the error and answers it in the history', async () => {
    const comment = 'The death was recorded with the wrong date; corrected next period.';
    const submitted = await move('palika', {
      move: 'submit',
      version: 0,
      comments: [
        // Not an error now: not kept.
        { rule: 'cardsWithinRegistered', comment: 'Nothing wrong here' },
        { rule: 'serviceBeforeDeath', comment: `  ${comment} ` },
      ],
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.state).toBe('submitted');
    expect(submitted.body.history).toHaveLength(1);
    expect(submitted.body.history[0]).toMatchObject({
      move: 'submit',
      reason: null,
      comments: [{ rule: 'serviceBeforeDeath', comment }],
    });
    // The approver reads them in the history, and in the inbox beside the submission to approve.
    const seen = await call(t.app, { url: PATH, token: tokens.district });
    expect(seen.body.history[0].comments).toEqual([{ rule: 'serviceBeforeDeath', comment }]);
    const inbox = await call(t.app, { url: '/api/inbox', token: tokens.district });
    const item = inbox.body.items.find(
      (i: { kind: string; palikaId: number; period: number }) =>
        i.kind === 'approve' && i.palikaId === AT.palikaId && i.period === AT.period,
    );
    expect(item?.comments).toEqual([{ rule: 'serviceBeforeDeath', comment }]);
  });

  it('keeps no comment on another move', async () => {
    const returned = await move('district', {
      move: 'return',
      version: 1,
      reason: 'Correct the date of death first',
      comments: [{ rule: 'serviceBeforeDeath', comment: 'Not a submission' }],
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.history.map((h: { comments: unknown[] }) => h.comments)).toEqual([
      [{ rule: 'serviceBeforeDeath', comment: expect.any(String) }],
      [],
    ]);
  });

  it('submits without comments once the error is fixed', async () => {
    await t.db.query("UPDATE pwd_persons SET status = 'active', status_date = NULL WHERE id = $1", [
      made.a._id,
    ]);
    const submitted = await move('palika', { move: 'submit', version: 2 });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.history.at(-1)).toMatchObject({ move: 'submit', comments: [] });
  });
});
