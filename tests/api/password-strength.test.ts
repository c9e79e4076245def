import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';
import { PROBE_WEAK_PASSWORDS } from '../support/weak-passwords';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const change = (token: string, newPassword: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/users/changePassword',
    token,
    body: { currentPassword: DEMO_PASSWORD, newPassword },
  });

describe(`a new password's strength, on the server (${DATABASE_KIND})`, () => {
  // One test per password: each change hashes and estimates on a CPU the other suite shares.
  let token: string;
  beforeAll(async () => {
    token = (await login(t.app, 'cbrf')).token;
  });
  for (const weak of PROBE_WEAK_PASSWORDS) {
    it(`refuses ${weak}, which the outside test had accepted for cbrf, naming the field`, async () => {
      const refused = await change(token, weak);
      expect([refused.status, refused.body.message.fields]).toEqual([
        400,
        [{ field: 'newPassword', code: 'password.guessable' }],
      ]);
    });
  }

  it("refuses the user's own place in Nepali, which counts as known to a guesser", async () => {
    const nepali = await change(token, 'विराटनगर@2083');
    expect([nepali.status, nepali.body.message.fields]).toEqual([
      400,
      [{ field: 'newPassword', code: 'password.guessable' }],
    ]);
    expect((await call(t.app, { url: '/api/auth/session', token })).status).toBe(200);
  });

  it('accepts a passphrase, which then signs in', async () => {
    const { token } = await login(t.app, 'cbrf2');
    expect((await change(token, 'Tablet-River-2083')).status).toBe(200);
    expect((await login(t.app, 'cbrf2', 'Tablet-River-2083')).token).toBeTruthy();
  });
});
