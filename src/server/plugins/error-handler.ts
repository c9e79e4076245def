import { DatabaseUnavailable, RETRY_AFTER_SECONDS } from '@/server/db/database-unavailable';
import { HttpError } from '@/server/platform/http-error';
import { isUniqueViolation } from '@/server/platform/unique-race';
import { type FieldError, type FieldErrorCode, PRINTABLE_TEXT_PATTERN } from '@/shared/errors';
import { RequestRefusal } from './request-check';
import type { FastifyError, FastifyInstance } from 'fastify';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  params: Record<string, unknown>;
}

const VARIANT = /\/(oneOf|anyOf)\/\d+\//;

/**
 * The values a variant of a `oneOf` (a nullable field) took by their type and still refused, or that
 * were looked into: what is wrong with them is said by that variant, and the other variant's "must be
 * null" is left out, or a text with a control character would also be answered as of the wrong type.
 */
function takenByAVariant(issues: AjvIssue[]): Set<string> {
  const paths = new Set<string>();
  for (const { keyword, instancePath, schemaPath = '' } of issues) {
    if (keyword === 'oneOf' || keyword === 'anyOf') continue;
    if (keyword !== 'type' && VARIANT.test(schemaPath)) paths.add(instancePath);
    for (let path = instancePath; path;) paths.add((path = path.slice(0, path.lastIndexOf('/'))));
  }
  return paths;
}

const KEYWORD_CODES: Record<string, FieldErrorCode> = {
  required: 'required',
  additionalProperties: 'unknownProperty',
  type: 'invalidType',
  format: 'invalidFormat',
  pattern: 'invalidFormat',
  enum: 'invalidValue',
  const: 'invalidValue',
  minLength: 'tooShort',
  maxLength: 'tooLong',
  minimum: 'tooSmall',
  maximum: 'tooLarge',
  minItems: 'tooShort',
  maxItems: 'tooLong',
  maxProperties: 'tooLong',
};

/** Body fields are named plainly (`password`); others by where they are (`query.page`, `path.id`). */
const LOCATIONS: Record<string, string> = {
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Turns Ajv's issues into one named field each, with a stable code (`body.password` → `password`). */
export function fieldErrorsOf(issues: AjvIssue[], context: string | undefined): FieldError[] {
  const location = context ? LOCATIONS[context] : undefined;
  const prefix = location ? `${location}.` : '';
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  const typedRight = takenByAVariant(issues);
  for (const issue of issues) {
    if (
      issue.keyword === 'type' &&
      typedRight.has(issue.instancePath) &&
      VARIANT.test(issue.schemaPath ?? '')
    )
      continue;
    const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const child = (issue.params.missingProperty ?? issue.params.additionalProperty) as
      string | undefined;
    const field = prefix + [base, child].filter(Boolean).join('.') || prefix + (context ?? 'body');
    const code =
      issue.params.pattern === PRINTABLE_TEXT_PATTERN
        ? 'controlCharacter'
        : (KEYWORD_CODES[issue.keyword] ?? 'invalidValue');
    const key = `${field}:${code}`;
    if (seen.has(key) || issue.keyword === 'oneOf' || issue.keyword === 'anyOf') continue;
    seen.add(key);
    const limit = issue.params.limit;
    fields.push({ field, code, ...(typeof limit === 'number' ? { limit } : {}) });
  }
  return fields;
}

/** One error shape for every failure: `{ statusCode, message: { reason, code, fields?, moreFields? } }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.toBody());
    if (error instanceof DatabaseUnavailable)
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(new HttpError(503, 'busy', error.message).toBody());
    // A save that lost a race for a unique value even when run again (the record kit runs it
    // twice, src/server/platform/unique-race.ts), or outside the kit: changed meanwhile, not a fault.
    if (isUniqueViolation(error)) {
      // Logged: outside the kit's retried saves, a unique refusal may also be a fault of ours.
      request.log.warn({ err: error }, 'a unique value was taken meanwhile');
      return reply
        .status(409)
        .send(new HttpError(409, 'conflict', 'Someone saved the same value meanwhile').toBody());
    }
    if (error.validation) {
      const fields = fieldErrorsOf(error.validation as AjvIssue[], error.validationContext);
      const refusal = new HttpError(400, 'validation', 'Some fields are not valid', fields);
      refusal.fieldsComplete = !(error instanceof RequestRefusal) || error.complete;
      return reply.status(400).send(refusal.toBody());
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 404 ? 'notFound' : 'validation';
      return reply
        .status(error.statusCode)
        .send(new HttpError(error.statusCode, code, error.message).toBody());
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(new HttpError(500, 'internal', 'Something went wrong on the server').toBody());
  });
}
