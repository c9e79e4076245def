import { describe, expect, it } from 'vitest';
import { checkPassword } from './password-policy';

describe('password policy', () => {
  const ctx = { username: 'sarita', currentPassword: 'Old-pass-2083' };
  it.each([
    ['short1!', 'password.tooShort'],
    ['x'.repeat(129) + '1', 'password.tooLong'],
    ['MySarita#2083', 'password.containsUsername'],
    ['Old-pass-2083', 'password.sameAsCurrent'],
    ['onlyletters', 'password.needsVariety'],
    ['1234567812', 'password.needsVariety'],
    ['aaaaaaa1', 'password.repetitive'],
    ['abcabcab1', 'password.repetitive'],
    ['abcdefg1', 'password.repetitive'],
    ['qwerty12', 'password.repetitive'],
    ['87654321z', 'password.repetitive'],
  ])('refuses %s with %s', (password, code) => {
    expect(checkPassword(password, ctx)).toBe(code);
  });

  it('accepts a long mixed password, in Devanagari too', () => {
    expect(checkPassword('Himal-2083-river', ctx)).toBeUndefined();
    expect(checkPassword('हिमाल२०८३नदी', ctx)).toBeUndefined();
  });
});
