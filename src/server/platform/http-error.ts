import type { ErrorCode, FieldError } from '@/shared/errors';

/** An error the API answers with, in the one error shape `{ statusCode, message: { reason, code, fields? } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly reason: string,
    readonly fields?: FieldError[],
  ) {
    super(reason);
  }

  toBody() {
    return {
      statusCode: this.statusCode,
      message: {
        reason: this.reason,
        code: this.code,
        ...(this.fields ? { fields: this.fields } : {}),
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
