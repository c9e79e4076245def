import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { requestCheck } from './request-check';
import type { FastifyInstance } from 'fastify';

const COMMON: Options = {
  removeAdditional: false,
  useDefaults: true,
  strict: false,
  // The error handler names each issue by its keyword; Ajv's English texts are never read.
  messages: false,
};

/**
 * Bodies are JSON and keep their types: `null` stays null and "5" is not a number. Query strings and
 * path parameters arrive as text and are coerced to the contract's types. A wrong part is then
 * looked at again for every wrong value, up to a bound (./request-check.ts).
 */
export function registerValidators(app: FastifyInstance): void {
  const ajv = (coerceTypes: Options['coerceTypes'], allErrors: boolean) =>
    addFormats(new Ajv({ ...COMMON, coerceTypes, allErrors }));
  const first = { body: ajv(false, false), text: ajv('array', false) };
  const every = { body: ajv(false, true), text: ajv('array', true) };
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const kind = httpPart === 'body' ? 'body' : 'text';
    return requestCheck(
      schema as Record<string, unknown>,
      first[kind].compile(schema),
      every[kind],
    );
  });
}
