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
  it('refuses, naming the field, each weak password the outside test had accepted for cbrf', async () => {
    const { token } = await login(t.app, 'cbrf');
    for (const weak of PROBE_WEAK_PASSWORDS) {
      const refused = await change(token, weak);
      expect([weak, refused.status, refused.body.message.fields]).toEqual([
        weak,
        400,
        [{ field: 'newPassword', code: 'password.guessable' }],
      ]);
    }
    // The user's own place, in Nepali too, counts as known to a guesser.
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
