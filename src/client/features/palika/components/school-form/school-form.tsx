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
import { formErrorsOf } from '@/client/lib/records/refusal';
import { requiredFields } from '@/client/lib/records/required-fields';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import {
  INSTITUTIONAL_FORMS,
  RELIGIOUS_SCHOOL_KINDS,
  SCHOOL_ACCESSIBILITY,
  SCHOOL_LEVELS,
  SCHOOL_TYPES,
  SETUPS_WITH_CLASS_TYPES,
  SPECIAL_EDUCATION_SETUPS,
} from '@/shared/palika/enums';
import { schoolProblems } from '@/shared/palika/school-rules';
import { DISABILITY_TYPES } from '@/shared/pwd/enums';
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

function Fields({ values }: { values: SchoolFormValues }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const namesClassTypes = (SETUPS_WITH_CLASS_TYPES as readonly string[]).includes(
    values.specialEducation,
  );
  return (
    <>
      <Section id="identity">
        <TextField name="nameNe" required lang="ne" />
        <TextField name="nameEn" lang="en" />
        <TextField name="iemisCode" required hint={t('school.hint.iemisCode')} />
        <SelectField name="schoolType" list="schoolType" codes={SCHOOL_TYPES} required />
        {values.schoolType === 'institutional' && (
          <SelectField
            name="institutionalForm"
            list="institutionalForm"
            codes={INSTITUTIONAL_FORMS}
            required
          />
        )}
        {values.schoolType === 'religious' && (
          <SelectField
            name="religiousKind"
            list="religiousSchoolKind"
            codes={RELIGIOUS_SCHOOL_KINDS}
            required
          />
        )}
      </Section>
      <Section id="place">
        <PlaceFields prefix="school" />
        <NumberField name="latitude" hint={t('facility.hint.location')} />
        <NumberField name="longitude" />
      </Section>
      <Section id="teaching">
        <div className={wide}>
          <MultiCheckField name="levels" list="schoolLevel" codes={SCHOOL_LEVELS} required />
        </div>
        <SelectField
          name="specialEducation"
          list="specialEducation"
          codes={SPECIAL_EDUCATION_SETUPS}
        />
        {namesClassTypes && (
          <div className={wide}>
            <MultiCheckField
              name="resourceClassTypes"
              list="disabilityType"
              codes={DISABILITY_TYPES}
              required
            />
          </div>
        )}
        <div className={wide}>
          <MultiCheckField
            name="accessibility"
            list="schoolAccessibility"
            codes={SCHOOL_ACCESSIBILITY}
          />
        </div>
      </Section>
      <Section id="people">
        <TextField name="headTeacherName" />
        <TextField name="headTeacherPhone" />
        <TextField name="smcChairName" />
        <NumberField name="teachersTrainedInclusive" />
      </Section>
      <Section id="students">
        <NumberField name="academicYearBs" required hint={t('school.hint.academicYearBs')} />
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
