/** Stable error codes the API answers with; the client translates each (`error.<code>`). */
export const ERROR_CODES = [
  'validation',
  'notFound',
  'routeNotFound',
  'unauthorized',
  'forbidden',
  'conflict',
  'periodLocked',
  'report.moveNotAllowed',
  'report.commentsRequired',
  'internal',
  'busy',
  'auth.invalidCredentials',
  'auth.locked',
  'auth.rateLimited',
  'auth.slowedDown',
  'auth.notGroupMember',
  'auth.groupSessionRequired',
  'auth.wrongCurrentPassword',
  'auth.passwordChangeRequired',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes a field can carry in a 400; the client translates each (`field.<code>`). */
export const FIELD_ERROR_CODES = [
  'required',
  'unknownProperty',
  'invalidType',
  'invalidFormat',
  'invalidValue',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooLarge',
  'taken',
  'notForRole',
  'unknownPlace',
  'notAllowed',
  'ownAccount',
  'notEligible',
  'notLeaf',
  'cycle',
  'inUse',
  'inOtherBatch',
  'notApplicable',
  'otherPalika',
  'partsNotTotal',
  'controlCharacter',
  'possibleDuplicate',
  'password.tooShort',
  'password.tooLong',
  'password.containsUsername',
  'password.sameAsCurrent',
  'password.tooCommon',
  'password.needsVariety',
  'password.repetitive',
  'password.guessable',
  'group.memberOutsidePalika',
  'group.isMember',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * Text the API accepts: no control character (PostgreSQL text cannot hold NUL, and the others are
 * never typed by a person) except tab and newline, no non-character (U+FDD0–U+FDEF, U+FFFE,
 * U+FFFF: never typed either, and XML, so an Excel export, cannot hold the last two), and no half
 * of a surrogate pair alone (no UTF-8 can hold it: PostgreSQL's jsonb refuses it, its text stores
 * U+FFFD instead). Every free-text field and parameter of the contract carries it; a text refused
 * by it answers `controlCharacter`. It must be read with the `u` flag (as Ajv and PRINTABLE_TEXT
 * do): the surrogate range then matches a lone half only, never an emoji's pair.
 */
export const PRINTABLE_TEXT_PATTERN =
  '^[^\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF\\uFDD0-\\uFDEF\\uFFFE\\uFFFF]*$';

/** PRINTABLE_TEXT_PATTERN as a regular expression, for text outside the contract's schemas. */
export const PRINTABLE_TEXT = new RegExp(PRINTABLE_TEXT_PATTERN, 'u');

export interface FieldError {
  field: string;
  code: FieldErrorCode;
  limit?: number;
  /** The other record the value clashes with, as a person reads it (a batch's code). */
  other?: string;
}

/**
 * The most wrong fields one error answer names; beyond them it says only how many more there were
 * (`moreFields`), so a body of a hundred thousand wrong rows is not answered with a hundred thousand
 * errors (issue 37 §1).
 */
export const FIELD_ERRORS_SHOWN = 100;

/**
 * The most wrong fields the server looks for in one request: past them it stops, and the answer
 * says there are at least `moreFields` more (`moreFieldsAtLeast`), so finding the errors of a
 * hostile body costs no more than finding these.
 */
export const FIELD_ERRORS_COUNTED = 10_000;

export interface ErrorMessage {
  reason: string;
  code: ErrorCode;
  fields?: FieldError[];
  /** Wrong fields not named, beyond the first FIELD_ERRORS_SHOWN. */
  moreFields?: number;
  /** True when the server stopped looking: there are at least `moreFields` more. */
  moreFieldsAtLeast?: boolean;
}

/**
 * The message of a failed call: the reason inside the response's message object, else the
 * response's message text, else the fallback the caller gives.
 */
export function errorMessageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (message && typeof message === 'object' && 'reason' in message) {
      const reason = (message as { reason: unknown }).reason;
      if (typeof reason === 'string' && reason.trim()) return reason;
    }
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** The stable code of a failed call's body, when it has one. */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  const message =
    body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  const code =
    message && typeof message === 'object' ? (message as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code)
    ? (code as ErrorCode)
    : undefined;
}
