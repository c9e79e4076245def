import { ApiError } from '@/client/lib/api-client';

export type FailureReason =
  | 'wrongCredentials'
  | 'locked'
  | 'rateLimited'
  | 'slowedDown'
  | 'passwordChangeRequired'
  | 'unreachable'
  | 'unknown';

/** Which of the sign-in failures happened, from the error the auth client rethrew. */
export function failureReason(error: unknown): FailureReason {
  const cause = error instanceof Error && error.cause instanceof ApiError ? error.cause : undefined;
  if (!cause) return 'unknown';
  if (cause.status === 0) return 'unreachable';
  switch (cause.code) {
    case 'auth.invalidCredentials':
      return 'wrongCredentials';
    case 'auth.locked':
      return 'locked';
    case 'auth.rateLimited':
      return 'rateLimited';
    case 'auth.slowedDown':
      return 'slowedDown';
    case 'auth.passwordChangeRequired':
      return 'passwordChangeRequired';
    default:
      return cause.status >= 500 ? 'unreachable' : 'unknown';
  }
}
