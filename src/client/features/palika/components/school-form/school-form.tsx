import { Formik, type FormikErrors } from 'formik';
import { useIntl } from 'react-intl';
import {
  MultiCheckField,
  NumberField,
  Section,
  SelectField,
  TextField,
} from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import { PlaceFields } from '@/client/features/palika/components/facility-form/place-fields';
import { SCHOOL_FIELDS } from '@/client/features/palika/school-fields';
import { fieldPropsOf } from '@/client/lib/records/field-table';
import { formErrorsOf } from '@/client/lib/records/refusal';
import { requiredFields } from '@/client/lib/records/required-fields';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { SETUPS_WITH_CLASS_TYPES } from '@/shared/palika/enums';
import { schoolProblems } from '@/shared/palika/school-rules';
import { EnrolmentGrid } from './enrolment-grid';
import { type SchoolFormValues, type SchoolInput, schoolBodyOf } from './values';

export interface SchoolFormProps {
  initial: SchoolFormValues;
  onSave: (body: SchoolInput) => Promise<void>;
  submitLabel: string;
  /** A refusal the page handles itself (a version conflict): true stops the form's own message. */
  onRefused?: (error: unknown) => boolean;
}

const schema = requiredFields('SchoolUpdate');

/** The rules shared with the server, on today in Nepal. */
const sharedRules = (values: SchoolFormValues): FormikErrors<SchoolFormValues> =>
  formErrorsOf(schoolProblems(schoolBodyOf(values), toIsoDate(todayInNepal())));

const wide = 'sm:col-span-2 lg:col-span-3';
/** A field's name, list, codes and whether a new school must give it, from the school's table. */
const of = fieldPropsOf(SCHOOL_FIELDS);

function Fields({ values }: { values: SchoolFormValues }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const namesClassTypes = (SETUPS_WITH_CLASS_TYPES as readonly string[]).includes(
    values.specialEducation,
  );
  return (
    <>
      <Section id="identity">
        <TextField {...of('nameNe')} lang="ne" />
        <TextField name="nameEn" lang="en" />
        <TextField {...of('iemisCode')} hint={t('school.hint.iemisCode')} />
        <SelectField {...of('schoolType')} />
        {values.schoolType === 'institutional' && (
          <SelectField {...of('institutionalForm')} required />
        )}
        {values.schoolType === 'religious' && <SelectField {...of('religiousKind')} required />}
      </Section>
      <Section id="place">
        <PlaceFields prefix="school" />
        <NumberField name="latitude" hint={t('facility.hint.location')} />
        <NumberField name="longitude" />
      </Section>
      <Section id="teaching">
        <div className={wide}>
          <MultiCheckField {...of('levels')} />
        </div>
        <SelectField {...of('specialEducation')} />
        {namesClassTypes && (
          <div className={wide}>
            <MultiCheckField {...of('resourceClassTypes')} required />
          </div>
        )}
        <div className={wide}>
          <MultiCheckField {...of('accessibility')} />
        </div>
      </Section>
      <Section id="people">
        <TextField name="headTeacherName" />
        <TextField name="headTeacherPhone" />
        <TextField name="smcChairName" />
        <TextField name="smcChairPhone" />
        <NumberField name="teachersTrainedInclusive" />
      </Section>
      <Section id="students">
        <NumberField {...of('academicYearBs')} hint={t('school.hint.academicYearBs')} />
        <NumberField name="studentsFemale" />
        <NumberField name="studentsMale" />
        <NumberField name="studentsOther" />
        <EnrolmentGrid />
      </Section>
    </>
  );
}

/** A school (DOMAIN.md §7.9): what it is, where, what it teaches and to whom, and who runs it. */
export function SchoolForm({ initial, onSave, submitLabel, onRefused }: SchoolFormProps) {
  const { failure, submit } = useRefusableSave<SchoolFormValues>(
    (values) => onSave(schoolBodyOf(values)),
    onRefused,
  );
  return (
    <Formik<SchoolFormValues>
      initialValues={initial}
      validationSchema={schema}
      validate={sharedRules}
      onSubmit={submit}
    >
      {({ values }) => (
        <FormFrame prefix="school" failure={failure} submitLabel={submitLabel}>
          <Fields values={values} />
        </FormFrame>
      )}
    </Formik>
  );
}
