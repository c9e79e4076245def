import { Formik } from 'formik';
import { useIntl } from 'react-intl';
import {
  ChoiceField,
  DateField,
  NumberField,
  Section,
  SelectField,
  TextField,
} from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import type { RowLock } from '@/client/components/record-screen/row-lock';
import { formErrorsOf } from '@/client/lib/records/refusal';
import { requiredFields } from '@/client/lib/records/required-fields';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import { activityProblems } from '@/shared/programme/activity-rules';
import { ACTIVITY_STATUSES, RESPONSIBLE_ROLES } from '@/shared/programme/enums';
import { FUNDING_SOURCES, UNITS } from '@/shared/services/enums';
import { type TemplateChoices, TemplateFields } from './template-fields';
import { type ActivityFormValues, type ActivityInput, activityBodyOf } from './values';
import { VenueFields } from './venue-fields';

export interface ParentChoice {
  id: string;
  label: string;
  level: number;
}

export interface ActivityFormProps {
  initial: ActivityFormValues;
  /** Activities of the same palika and year it may hang under (not itself or below it). */
  parents: ParentChoice[];
  categories: { value: string; label: string }[];
  /** Standard activities to adopt and attributes to record. */
  choices: TemplateChoices;
  onSave: (body: ActivityInput) => Promise<void>;
  submitLabel: string;
  onRefused?: (error: unknown) => boolean;
  /** The locked period the record edited counts in (its read's `periodLock`): said at the top. */
  periodLock?: RowLock;
}

const schema = requiredFields('ActivityUpdate');

/** One activity or sub-activity: what it is, its plan for the year, and how it went. */
export function ActivityForm({
  initial,
  parents,
  categories,
  choices,
  onSave,
  submitLabel,
  onRefused,
  periodLock,
}: ActivityFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const levelOf = (values: ActivityFormValues) =>
    (parents.find((p) => p.id === values.parentId)?.level ?? 0) + 1;
  const sharedRules = (values: ActivityFormValues) =>
    formErrorsOf<ActivityFormValues>(activityProblems(activityBodyOf(values), levelOf(values)));
  const { failure, submit } = useRefusableSave<ActivityFormValues>(
    (values) => onSave(activityBodyOf(values)),
    onRefused,
  );
  return (
    <Formik<ActivityFormValues>
      initialValues={initial}
      validationSchema={schema}
      validate={sharedRules}
      onSubmit={submit}
    >
      {({ values }) => (
        <FormFrame
          prefix="activity"
          failure={failure}
          submitLabel={submitLabel}
          periodLock={periodLock}
        >
          <Section id="what">
            <TemplateFields {...choices} />
            <ChoiceField
              name="parentId"
              hint={t('activity.hint.parent')}
              options={parents.map((p) => ({ value: p.id, label: p.label }))}
            />
            <TextField name="code" required hint={t('activity.hint.code')} />
            <TextField name="nameNe" required lang="ne" />
            <TextField name="nameEn" lang="en" />
            <ChoiceField name="serviceCategoryId" options={categories} />
            <SelectField name="unit" list="unit" codes={UNITS} required />
            <SelectField name="responsibleRole" list="responsibleRole" codes={RESPONSIBLE_ROLES} />
            <VenueFields />
            <SelectField name="status" list="activityStatus" codes={ACTIVITY_STATUSES} required />
            {levelOf(values) === 3 && <TextField name="levelReason" required />}
          </Section>
          <Section id="plan">
            <DateField name="plannedStart" />
            <DateField name="plannedEnd" />
            <NumberField name="budgetNpr" />
            <TextField name="budgetHead" />
            <SelectField name="fundingSource" list="funding" codes={FUNDING_SOURCES} />
            <NumberField name="plannedOutputT1" />
            <NumberField name="plannedOutputT2" />
            <NumberField name="plannedOutputT3" />
          </Section>
          <Section id="progress">
            <DateField name="actualStart" />
            <DateField name="actualEnd" />
            <TextField name="progressNote" />
          </Section>
        </FormFrame>
      )}
    </Formik>
  );
}
