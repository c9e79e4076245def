import { useQuery } from '@tanstack/react-query';
import { Formik, type FormikErrors, type FormikHelpers, setIn } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  ChoiceField,
  DateField,
  NumberField,
  Section,
  SelectField,
  TextField,
  WrappingTextField,
} from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import { formatDigits } from '@/client/lib/format';
import { provincesQuery } from '@/client/lib/geography-queries';
import { useProgrammeName } from '@/client/lib/programme-name';
import { formErrorsOf, refusalOf } from '@/client/lib/records/refusal';
import { requiredFields } from '@/client/lib/records/required-fields';
import { useLocale } from '@/client/lib/use-locale';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import { batchProblems } from '@/shared/programme/batch-rules';
import { BATCH_STATUSES, BATCH_TYPES, COST_SHARERS, DPRP_SCHEDULE } from '@/shared/programme/enums';
import { MemberEditor } from './member-editor';
import { type BatchFormValues, type BatchInput, batchBodyOf } from './values';

export interface BatchFormProps {
  initial: BatchFormValues;
  /** Fiscal years an entry year may be. */
  fiscalYears: number[];
  onSave: (body: BatchInput) => Promise<void>;
  submitLabel: string;
  /** A refusal the page handles itself (a version conflict): true stops the form's own message. */
  onRefused?: (error: unknown) => boolean;
}

const schema = requiredFields('BatchUpdate');

/** The rules shared with the server, checked as the user types; a member's under its row. */
function sharedRules(values: BatchFormValues): FormikErrors<BatchFormValues> {
  let errors = formErrorsOf<BatchFormValues>(batchProblems(batchBodyOf(values)));
  const months = values.phaseMonths.map(Number);
  values.phaseMonths.forEach((text, i) => {
    if (!text.trim() || !(months[i] >= 1))
      errors = setIn(errors, `phaseMonths.${i}`, 'field.required');
  });
  return errors;
}

/** A batch: what it is, when it runs, its schedule and cost shares, and its member palikas. */
export function BatchForm({
  initial,
  fiscalYears,
  onSave,
  submitLabel,
  onRefused,
}: BatchFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const provinces = useQuery(provincesQuery());
  const [failure, setFailure] = useState<string>();
  const [clashes, setClashes] = useState<Record<string, string>>({});
  const t = (id: string) => intl.formatMessage({ id });
  const programmeName = useProgrammeName();

  const submit = async (values: BatchFormValues, helpers: FormikHelpers<BatchFormValues>) => {
    setFailure(undefined);
    setClashes({});
    try {
      await onSave(batchBodyOf(values));
    } catch (error) {
      if (onRefused?.(error)) return;
      const refusal = refusalOf<BatchFormValues>(error);
      helpers.setErrors(refusal.errors);
      setClashes(refusal.others);
      setFailure(refusal.message);
    }
  };

  /** A field's name as the summary says it: a member's with its palika. */
  const labelOf = (values: BatchFormValues) => (name: string) => {
    const member = /^members\.(\d+)\.(\w+)$/.exec(name);
    if (member) {
      const m = values.members[Number(member[1])];
      const field = member[2] === 'palikaId' ? 'palika' : member[2];
      return `${m?.name ?? ''}: ${t(`batch.member.${field}`)}`;
    }
    return intl.formatMessage({ id: `batch.field.${name}`, defaultMessage: name });
  };

  return (
    <Formik<BatchFormValues>
      initialValues={initial}
      validationSchema={schema}
      validate={sharedRules}
      onSubmit={submit}
    >
      {({ values }) => (
        <FormFrame
          prefix="batch"
          failure={failure}
          submitLabel={submitLabel}
          fieldLabel={labelOf(values)}
          messageValues={Object.fromEntries(
            Object.entries(clashes).map(([field, other]) => [field, { other }]),
          )}
        >
          <Section id="batch">
            <TextField name="code" required hint={t('batch.hint.code')} />
            <TextField name="nameEn" required lang="en" />
            <TextField name="nameNe" required lang="ne" />
            <SelectField name="batchType" list="batchType" codes={BATCH_TYPES} required />
            <WrappingTextField
              name="programmeName"
              required
              hint={
                // The stored name is the programme's English one; a Nepali reader sees it named in Nepali too.
                programmeName(values.programmeName) !== values.programmeName
                  ? programmeName(values.programmeName)
                  : undefined
              }
            />
            <ChoiceField
              name="provinceId"
              required
              options={(provinces.data?.items ?? []).map((p) => ({
                value: String(p.id),
                label: locale === 'np' ? p.nameNe : p.nameEn,
              }))}
            />
            <TextField name="selectingAuthority" />
            <SelectField name="status" list="batchStatus" codes={BATCH_STATUSES} required />
          </Section>
          <Section id="dates">
            <DateField name="callForProposalDate" />
            <ChoiceField
              name="entryFiscalYear"
              required
              options={fiscalYears.map((fy) => ({
                value: String(fy),
                label: formatDigits(fiscalYearLabel(fy), locale),
              }))}
            />
            <DateField name="startDate" required />
            <DateField name="plannedEndDate" required />
            <DateField name="actualEndDate" />
          </Section>
          <Section id="schedule">
            {DPRP_SCHEDULE.filter((s) => s.months).map((step, i) => (
              <NumberField key={step.phase} name={`phaseMonths.${i}`} required />
            ))}
            {COST_SHARERS.map((who) => (
              <NumberField key={who} name={`costShare.${who}`} hint={t('batch.hint.costShare')} />
            ))}
          </Section>
          <MemberEditor clashes={clashes} />
          <TextField name="description" />
        </FormFrame>
      )}
    </Formik>
  );
}
