import type { FieldErrorCode } from '@/shared/errors';
import { type PasswordContext, checkPassword, passwordUserInputs } from '@/shared/password-policy';
import { isCommonPassword, isGuessable } from './common-passwords';

/**
 * The first rule a new password breaks: the shared rules the form also checks, then the common
 * list, then the strength estimate with the user's names, places and the product's words known to
 * the guesser (issue 37 §1.5). The server is the authority; the form checks only the cheap rules.
 */
export function checkNewPassword(
  password: string,
  context: PasswordContext,
): FieldErrorCode | undefined {
  return (
    checkPassword(password, context) ??
    (isCommonPassword(password) ? 'password.tooCommon' : undefined) ??
    (isGuessable(password, passwordUserInputs(context)) ? 'password.guessable' : undefined)
  );
}
