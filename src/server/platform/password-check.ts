import type { FieldErrorCode } from '@/shared/errors';
import { type PasswordContext, checkPassword } from '@/shared/password-policy';
import { isCommonPassword } from './common-passwords';

/** The first rule a new password breaks: the shared rules the form also checks, then the common list. */
export function checkNewPassword(
  password: string,
  context: PasswordContext,
): FieldErrorCode | undefined {
  return (
    checkPassword(password, context) ??
    (isCommonPassword(password) ? 'password.tooCommon' : undefined)
  );
}
