import { Form, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormStatus } from '@/client/lib/records/use-refusable-save';
import { Alert } from './alert';
import { Button } from './button';
import { ErrorSummary } from './error-summary';
import { FormNaming, fieldIdOf } from './form-fields';
import { PeriodLockNotice } from './lock-notice';
import { useFormLock } from './record-screen/form-lock';
import type { RowLock } from './record-screen/row-lock';
import type { ReactNode } from 'react';

export interface FormFrameProps {
  /** The prefix of the fields' ids and messages (`activity` → `activity.field.code`). */
  prefix: string;
  /** The refusal's message id when a save failed. */
  failure?: string;
  submitLabel: string;
  /** A field's label in the summary; `<prefix>.field.<name>` unless given. */
  fieldLabel?: (name: string) => string;
  /** Values of the summary's messages, by field (the other batch a palika is in). */
  messageValues?: Record<string, Record<string, string>>;
  /** The locked period the record edited counts in, as its read answers it: said at the top. */
  periodLock?: RowLock;
  children: ReactNode;
}

/**
 * What every record form has around its fields, inside its Formik: the fields' naming, the summary
 * of what is wrong (each linking to its field), the refusal of a save, and the submit button.
 */
export function FormFrame({
  prefix,
  failure,
  submitLabel,
  fieldLabel,
  messageValues,
  periodLock,
  children,
}: FormFrameProps) {
  const intl = useIntl();
  const { errors, submitCount, isSubmitting, status } = useFormikContext<Record<string, unknown>>();
  const { moreFields, lock } = (status as FormStatus | undefined) ?? {};
  const locked = useFormLock(periodLock);
  return (
    <FormNaming.Provider value={{ prefix }}>
      <Form noValidate className="flex flex-col gap-4">
        {locked.notice}
        <ErrorSummary
          errors={errors}
          submitCount={submitCount}
          fieldLabel={
            fieldLabel ??
            ((name) => intl.formatMessage({ id: `${prefix}.field.${name.split('.')[0]}` }))
          }
          fieldId={(name) => fieldIdOf(prefix, name)}
          messageValues={messageValues}
          more={moreFields}
        />
        {lock ? (
          <PeriodLockNotice lock={lock} />
        ) : (
          failure && (
            <Alert tone="error">
              <FormattedMessage id={failure} />
            </Alert>
          )
        )}
        {locked.fields(children)}
        <div className="flex justify-end">
          <Button type="submit" busy={isSubmitting} {...locked.saveProps}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </FormNaming.Provider>
  );
}
