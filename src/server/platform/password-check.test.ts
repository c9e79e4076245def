import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-check';

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
