import { Formik, type FormikErrors } from 'formik';
import { useIntl } from 'react-intl';
import {
  ChoiceField,
  DateField,
  NumberField,
  Section,
  SelectField,
  TextField,
  YesNoField,
} from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import type { EntryFormProps } from '@/client/components/record-entry';
import { useRowFieldLabel } from '@/client/components/rows-editor';
import { facilityRecords } from '@/client/features/palika/api/facility-records';
import { PlaceFields } from '@/client/features/palika/components/facility-form/place-fields';
import { formErrorsOf } from '@/client/lib/records/refusal';
import { requiredFields } from '@/client/lib/records/required-fields';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import { useLocale } from '@/client/lib/use-locale';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { formatBsDate } from '@/shared/calendar/bs-months';
import {
  AREA_TYPES,
  EDUCATION_LEVELS,
  FCHV_HOUSEHOLDS_WARNING,
  FCHV_STATUSES,
} from '@/shared/palika/enums';
import { fchvProblems, retirementDate } from '@/shared/palika/fchv-rules';
import { CASTE_ETHNICITY_CODES, MARITAL_STATUSES } from '@/shared/pwd/enums';
import { TrainingEditor } from './training-editor';
import { type FchvFormValues, type FchvInput, fchvBodyOf } from './values';

const schema = requiredFields('FchvUpdate');

/** The rules shared with the server, on today in Nepal. */
const sharedRules = (values: FchvFormValues): FormikErrors<FchvFormValues> =>
  formErrorsOf(fchvProblems(fchvBodyOf(values), toIsoDate(todayInNepal())));

function Fields({ values }: { values: FchvFormValues }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const facilities = facilityRecords.useList(
    values.palikaId ? { palikaId: values.palikaId, pageSize: 100 } : undefined,
  );
  const households = Number(values.catchmentHouseholds);
  return (
    <>
      <Section id="identity">
        <TextField name="nameNe" required lang="ne" />
        <TextField name="nameEn" lang="en" />
        <DateField name="birthDate" required />
        {values.birthDate && (
          <p className="self-end text-sm text-gray-800">
            {t('fchv.retiresOn', { date: formatBsDate(retirementDate(values.birthDate), locale) })}
          </p>
        )}
        <TextField name="phone" />
        <YesNoField name="hasSmartphone" />
        <TextField name="citizenshipNo" />
        <SelectField name="casteEthnicityCode" list="caste" codes={CASTE_ETHNICITY_CODES} />
        <SelectField name="education" list="educationLevel" codes={EDUCATION_LEVELS} />
        <SelectField name="maritalStatus" list="marital" codes={MARITAL_STATUSES} />
        <TextField name="fchvCode" hint={t('fchv.hint.fchvCode')} />
      </Section>
      <Section id="posting">
        <PlaceFields prefix="fchv" clears={{ supervisingFacilityId: '' }} />
        <ChoiceField
          name="supervisingFacilityId"
          required
          hint={values.palikaId ? undefined : t('profile.choosePalikaFirst')}
          options={(facilities.data?.items ?? []).map((f) => ({
            value: f._id,
            label: locale === 'np' ? f.nameNe : f.nameEn,
          }))}
        />
        <TextField name="catchmentToles" />
        <NumberField
          name="catchmentHouseholds"
          hint={households > FCHV_HOUSEHOLDS_WARNING ? t('fchv.hint.manyHouseholds') : undefined}
        />
        <SelectField name="areaType" list="areaType" codes={AREA_TYPES} />
        <TextField name="mothersGroupName" />
        <NumberField name="mothersGroupMembers" />
      </Section>
      <Section id="appointment">
        <DateField name="selectedOn" />
        <NumberField name="appointmentYear" required hint={t('fchv.hint.appointmentYear')} />
        <YesNoField name="basicTrainingCompleted" required />
        {values.basicTrainingCompleted === 'true' && (
          <DateField name="basicTrainingDate" required />
        )}
        <YesNoField name="hasIdCard" />
        <YesNoField name="hasKit" />
      </Section>
      <TrainingEditor />
      <Section id="status">
        <SelectField name="status" list="fchvStatus" codes={FCHV_STATUSES} required />
        {values.status !== 'active' && <DateField name="statusDate" required />}
      </Section>
    </>
  );
}

/** An FCHV (DOMAIN.md §7.7): who she is, where she serves, her appointment and trainings, her status. */
export function FchvForm({
  initial,
  onSave,
  submitLabel,
  onRefused,
}: EntryFormProps<FchvFormValues, FchvInput>) {
  const { failure, submit } = useRefusableSave<FchvFormValues>(
    (values) => onSave(fchvBodyOf(values)),
    onRefused,
  );
  const fieldLabel = useRowFieldLabel('fchv');
  return (
    <Formik<FchvFormValues>
      initialValues={initial}
      validationSchema={schema}
      validate={sharedRules}
      onSubmit={submit}
    >
      {({ values }) => (
        <FormFrame
          prefix="fchv"
          failure={failure}
          submitLabel={submitLabel}
          fieldLabel={fieldLabel}
        >
          <Fields values={values} />
        </FormFrame>
      )}
    </Formik>
  );
}
