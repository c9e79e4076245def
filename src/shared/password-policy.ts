import type { FieldErrorCode } from './errors';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'iloveyou',
  'nepal123',
  'nepal@123',
  'kathmandu',
  'admin123',
  'admin@123',
  'welcome1',
  'welcome@123',
]);

export interface PasswordContext {
  username: string;
  currentPassword?: string;
}

/** The first rule a new password breaks, or undefined when it is acceptable. */
export function checkPassword(
  password: string,
  { username, currentPassword }: PasswordContext,
): FieldErrorCode | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password.tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password.tooLong';
  const lower = password.toLowerCase();
  if (username && lower.includes(username.toLowerCase())) return 'password.containsUsername';
  if (currentPassword !== undefined && password === currentPassword)
    return 'password.sameAsCurrent';
  if (COMMON_PASSWORDS.has(lower)) return 'password.tooCommon';
  const hasLetter = /\p{L}/u.test(password);
  const hasOther = /[^\p{L}]/u.test(password);
  if (!hasLetter || !hasOther) return 'password.needsVariety';
  return undefined;
}
