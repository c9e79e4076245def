import { useState } from 'react';
import type { MoreFields } from '@/client/lib/api-client';
import type { PeriodLock } from '@/client/lib/reporting-words';
import { periodLockOf } from './period-lock';
import { refusalOf } from './refusal';
import type { FormikHelpers } from 'formik';

/** What a refused save leaves in the form's Formik status. */
export interface FormStatus {
  moreFields?: MoreFields;
  /** The locked period a refused save would have changed (`periodLocked`): shown instead of the message. */
  lock?: PeriodLock;
}

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
    helpers.setStatus(undefined);
    try {
      await save(values);
    } catch (error) {
      if (onRefused?.(error)) return;
      const refusal = refusalOf<Values>(error);
      helpers.setErrors(refusal.errors);
      // The form's summary says how many wrong fields the answer did not name (FormFrame).
      helpers.setStatus({
        moreFields: refusal.more,
        lock: periodLockOf(error),
      } satisfies FormStatus);
      setFailure(refusal.message);
    }
  };
  return { failure, submit };
}
