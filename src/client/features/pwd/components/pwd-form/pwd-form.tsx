import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { ErrorSummary } from '@/client/components/error-summary';
import { FormNaming, fieldIdOf } from '@/client/components/form-fields';
import { useFormLock } from '@/client/components/record-screen/form-lock';
import type { RowLock } from '@/client/components/record-screen/row-lock';
import { RefusalNotice } from '@/client/components/refusal-notice';
import { DuplicateWarning } from '@/client/features/pwd/components/duplicate-warning';
import { ApiError } from '@/client/lib/api-client';
import { requiredFields } from '@/client/lib/records/required-fields';
import type { Schemas } from '@/shared/api/types';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { profileProblems } from '@/shared/pwd/profile-rules';
import { AddressSection } from './address-section';
import { CardSection, DisabilitySection, ScreeningSection } from './disability-sections';
import { BenefitsSection, IdentitySection, RegistrationSection, StatusSection } from './sections';
import { type PwdFormValues, type PwdInput, pwdBodyOf } from './values';

type Match = Schemas['DuplicateMatch'];

export interface PwdFormProps {
  initial: PwdFormValues;
  /** Saves the body; a refusal (ApiError) is shown at its fields, and nothing typed is lost. */
  onSave: (body: PwdInput) => Promise<void>;
  /** Possible duplicates the user may see; asked before saving until the user says the person is different. */
  findDuplicates?: (body: PwdInput) => Promise<Match[]>;
  submitLabel: string;
  /** A refusal the page handles itself (a version conflict, say): return true to stop the form's own message. */
  onRefused?: (error: unknown) => boolean;
  /**
   * The locked period the person counts in (their read's `periodLock`): said at the top, with the
   * fields that stay editable (decision 0046).
   */
  periodLock?: RowLock;
}

const schema = requiredFields('ProfileUpdate');
const NAMING = { prefix: 'pwd' };

/** The rules shared with the server, checked as the user types. */
function sharedRules(values: PwdFormValues): FormikErrors<PwdFormValues> {
  const errors: Record<string, string> = {};
  for (const { field, code } of profileProblems(pwdBodyOf(values), toIsoDate(todayInNepal())))
    errors[field] ??= `field.${code}`;
  return errors as FormikErrors<PwdFormValues>;
}

/** The profile in sections, with the same rules as the API, a duplicate check before saving, and the server's answer at each field. */
export function PwdForm({
  initial,
  onSave,
  findDuplicates,
  submitLabel,
  onRefused,
  periodLock,
}: PwdFormProps) {
  const [matches, setMatches] = useState<Match[]>([]);
  const [differentPerson, setDifferentPerson] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const intl = useIntl();
  const locked = useFormLock(periodLock);

  const submit = async (values: PwdFormValues, helpers: FormikHelpers<PwdFormValues>) => {
    setFailure(undefined);
    const body = pwdBodyOf(values);
    try {
      if (findDuplicates && !differentPerson) {
        const found = await findDuplicates(body);
        setMatches(found);
        if (found.length > 0) return;
      }
      await onSave(body);
    } catch (error) {
      if (onRefused?.(error)) return;
      const fields = error instanceof ApiError ? error.fields : [];
      if (fields.length) {
        helpers.setErrors(Object.fromEntries(fields.map((f) => [f.field, `field.${f.code}`])));
        helpers.setTouched(Object.fromEntries(fields.map((f) => [f.field, true])), false);
      }
      setFailure(error);
    }
  };

  return (
    <Formik<PwdFormValues>
      initialValues={initial}
      validationSchema={schema}
      validate={sharedRules}
      onSubmit={submit}
    >
      {({ errors, submitCount, isSubmitting, submitForm }) => (
        <FormNaming.Provider value={NAMING}>
          <Form noValidate className="flex flex-col gap-4">
            {locked.notice}
            <ErrorSummary
              errors={errors as Record<string, unknown>}
              submitCount={submitCount}
              fieldLabel={(name) => intl.formatMessage({ id: `pwd.field.${name}` })}
              fieldId={(name) => fieldIdOf('pwd', name)}
            />
            <RefusalNotice error={failure} />
            <RegistrationSection />
            <IdentitySection />
            <AddressSection />
            <DisabilitySection />
            <CardSection />
            <ScreeningSection />
            <BenefitsSection />
            <StatusSection />
            {matches.length > 0 && !differentPerson && (
              <DuplicateWarning
                matches={matches}
                onDifferentPerson={() => {
                  setDifferentPerson(true);
                  setTimeout(submitForm);
                }}
              />
            )}
            <div className="flex justify-end">
              <Button type="submit" busy={isSubmitting} {...locked.saveProps}>
                {submitLabel}
              </Button>
            </div>
          </Form>
        </FormNaming.Provider>
      )}
    </Formik>
  );
}
