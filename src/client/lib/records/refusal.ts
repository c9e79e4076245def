import { type FormikErrors, setIn } from 'formik';
import { ApiError, apiErrorMessageId } from '@/client/lib/api-client';
import type { FieldError } from '@/shared/errors';

/** Field errors as a form holds them: each under its name, nested ones (`members.0.joinedOn`) too. */
export function formErrorsOf<Values>(problems: readonly Pick<FieldError, 'field' | 'code'>[]) {
  let errors: FormikErrors<Values> = {};
  for (const { field, code } of problems) errors = setIn(errors, field, `field.${code}`);
  return errors;
}

/**
 * A refused save, as a form shows it: the message for its alert, each field's error at the field,
 * and the other records the refusal names (a batch's code), by field.
 */
export function refusalOf<Values>(error: unknown) {
  const fields = error instanceof ApiError ? error.fields : [];
  return {
    message: apiErrorMessageId(error),
    errors: formErrorsOf<Values>(fields),
    /** Wrong fields the answer counted beyond those it named. */
    more: error instanceof ApiError ? error.moreFields : undefined,
    others: Object.fromEntries(
      fields.filter((f) => f.other).map((f) => [f.field, f.other as string]),
    ),
  };
}
