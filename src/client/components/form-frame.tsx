import { Form, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormStatus } from '@/client/lib/records/use-refusable-save';
import { Alert } from './alert';
import { Button } from './button';
import { ErrorSummary } from './error-summary';
import { FormNaming, fieldIdOf } from './form-fields';
import { PeriodLockNotice } from './lock-notice';
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
  children,
}: FormFrameProps) {
  const intl = useIntl();
  const { errors, submitCount, isSubmitting, status } = useFormikContext<Record<string, unknown>>();
  const { moreFields, lock } = (status as FormStatus | undefined) ?? {};
  return (
    <FormNaming.Provider value={{ prefix }}>
      <Form noValidate className="flex flex-col gap-4">
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
        {children}
        <div className="flex justify-end">
          <Button type="submit" busy={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </FormNaming.Provider>
  );
}
