import { type ErrorCode, FIELD_ERRORS_SHOWN, type FieldError } from '@/shared/errors';

/** An error the API answers with, in the one error shape `{ statusCode, message: { reason, code, fields?, moreFields? } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly reason: string,
    readonly fields?: FieldError[],
  ) {
    super(reason);
  }

  /** What the refusal is about, for a client to name it (a locked period: `periodLocked`). */
  details?: Record<string, unknown>;

  /** False when the server stopped looking for wrong fields: there are more than it counted. */
  fieldsComplete = true;

  /** The answer's body: at most FIELD_ERRORS_SHOWN fields named, and how many more there were. */
  toBody() {
    const more = (this.fields?.length ?? 0) - FIELD_ERRORS_SHOWN;
    return {
      statusCode: this.statusCode,
      message: {
        reason: this.reason,
        code: this.code,
        ...(this.fields ? { fields: this.fields.slice(0, FIELD_ERRORS_SHOWN) } : {}),
        ...(more > 0 ? { moreFields: more } : {}),
        ...(more > 0 && !this.fieldsComplete ? { moreFieldsAtLeast: true } : {}),
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

export const notFound = (reason = 'Not found') => new HttpError(404, 'notFound', reason);
export const forbidden = (reason = 'You are not allowed to do this') =>
  new HttpError(403, 'forbidden', reason);
export const unauthorized = (reason = 'Please sign in') =>
  new HttpError(401, 'unauthorized', reason);
export const invalid = (fields: FieldError[]) =>
  new HttpError(400, 'validation', 'Some fields are not valid', fields);
