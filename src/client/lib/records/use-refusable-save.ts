import { useState } from 'react';
import { refusalOf } from './refusal';
import type { FormikHelpers } from 'formik';

/**
 * A form's submit: saves, and on a refusal shows each field's error at the field and the message
 * above the form, keeping everything typed. A refusal the page handles itself (a version conflict)
 * is passed to `onRefused` first: true stops the form's own message.
 */
export function useRefusableSave<Values>(
  save: (values: Values) => Promise<void>,
  onRefused?: (error: unknown) => boolean,
) {
  const [failure, setFailure] = useState<string>();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(undefined);
    try {
      await save(values);
    } catch (error) {
      if (onRefused?.(error)) return;
      const refusal = refusalOf<Values>(error);
      helpers.setErrors(refusal.errors);
      setFailure(refusal.message);
    }
  };
  return { failure, submit };
}
