import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-check';
import {
  PERSONAL_WEAK_PASSWORDS,
  PROBE_WEAK_PASSWORDS,
} from '../../../tests/support/weak-passwords';

describe('a new password on the server', () => {
  const context = { username: 'sarita' };
  it.each([
    ['Password123', 'password.tooCommon'],
    ['Nepal@123', 'password.tooCommon'],
    ['trustno1', 'password.tooCommon'],
    ['aaaaaaa1', 'password.repetitive'],
  ])('refuses %s with %s', (password, code) => {
    expect(checkNewPassword(password, context)).toBe(code);
  });

  it('accepts a password on no list and breaking no rule', () => {
    expect(checkNewPassword('Himal-2083-river', context)).toBeUndefined();
  });
});

describe('the strength estimate (issue 37 §1.5)', () => {
  /** The demo CBR facilitator of Biratnagar, who tried these from outside. */
  const cbrf = {
    username: 'cbrf',
    fullName: 'Anita Tamang',
    placeNames: ['Biratnagar', 'बिराटनगर', 'Morang', 'मोरङ', 'Koshi Province', 'कोशी प्रदेश'],
    currentPassword: 'Demo@2083',
  };

  it.each([...PROBE_WEAK_PASSWORDS, ...PERSONAL_WEAK_PASSWORDS])(
    'refuses %s as easy to guess',
    (password) => {
      expect(checkNewPassword(password, cbrf)).toBe('password.guessable');
    },
  );

  it.each([
    'Tablet-River-2083',
    'mango tractor river 42',
    'Kp7w-m3Xr-9Tqa',
    'Ganga-Jamuna-Kosi-77',
    'गाउँ-बस्ती-नदी-४२',
    'correct horse battery staple',
  ])('accepts the passphrase %s', (password) => {
    expect(checkNewPassword(password, cbrf)).toBeUndefined();
  });
});
