import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const COMMON: Options = {
  allErrors: true,
  removeAdditional: false,
  useDefaults: true,
  strict: false,
};

/**
 * Bodies are JSON and keep their types: `null` stays null and "5" is not a number. Query strings and
 * path parameters arrive as text and are coerced to the contract's types. Every error is reported.
 */
export function registerValidators(app: FastifyInstance): void {
  const body = addFormats(new Ajv({ ...COMMON, coerceTypes: false }));
  const text = addFormats(new Ajv({ ...COMMON, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? body : text).compile(schema),
  );
}
