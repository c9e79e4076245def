import * as yup from 'yup';
import { REQUIRED_FIELDS } from '@/shared/api/contract-tables';

type SchemaName = keyof typeof REQUIRED_FIELDS;

/** Empty as a form holds it: nothing, blank text, or no choice made in a list. */
const filled = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/**
 * A form's first check, from the contract's own required list of the schema it sends: every
 * required field must be filled (`field.required`, in the user's language). The shared rules
 * (profile-rules.ts, attribute-rules.ts) then check the values, and the server checks everything
 * again. Fields the form does not hold (the version, the client's id) are left out by `except`.
 */
export function requiredFields(schema: SchemaName, except: readonly string[] = ['version', '_id']) {
  const fields = (REQUIRED_FIELDS[schema] as readonly string[]).filter(
    (field) => !except.includes(field),
  );
  return yup.object(
    Object.fromEntries(
      fields.map((field) => [field, yup.mixed().test('required', 'field.required', filled)]),
    ),
  );
}
