import { Formik, type FormikErrors } from 'formik';
import { useIntl } from 'react-intl';
import {
  MultiCheckField,
  NumberField,
  Section,
  SelectField,
  TextField,
  YesNoField,
} from '@/client/components/form-fields';
import { FormFrame } from '@/client/components/form-frame';
import { formErrorsOf } from '@/client/lib/records/refusal';
import { requiredFields } from '@/client/lib/records/required-fields';
import { useRefusableSave } from '@/client/lib/records/use-refusable-save';
import { useWardOptions } from '@/client/lib/use-ward-options';
import {
  FACILITY_SERVICES,
  FACILITY_TYPES,
  HOSPITAL_TYPES,
  OPERATIONAL_STATUSES,
  OWNERSHIPS,
} from '@/shared/palika/enums';
import { facilityProblems } from '@/shared/palika/facility-rules';
import { PlaceFields } from './place-fields';
import { type FacilityFormValues, type FacilityInput, facilityBodyOf } from './values';

export interface FacilityFormProps {
  initial: FacilityFormValues;
  onSave: (body: FacilityInput) => Promise<void>;
  submitLabel: string;
  /** A refusal the page handles itself (a version conflict): true stops the form's own message. */
  onRefused?: (error: unknown) => boolean;
}

const schema = requiredFields('HealthFacilityUpdate');

/** The rules shared with the server; the ward lists offer only the palika's wards. */
const sharedRules = (values: FacilityFormValues): FormikErrors<FacilityFormValues> =>
  formErrorsOf(facilityProblems(facilityBodyOf(values)));

function Fields({ values }: { values: FacilityFormValues }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const wards = useWardOptions(values.palikaId);
  const hospital = (HOSPITAL_TYPES as readonly string[]).includes(values.facilityType);
  return (
    <>
      <Section id="identity">
        <TextField name="nameNe" required lang="ne" />
        <TextField name="nameEn" required lang="en" />
        <SelectField name="facilityType" list="facilityType" codes={FACILITY_TYPES} required />
        <SelectField name="ownership" list="ownership" codes={OWNERSHIPS} required />
        <SelectField
          name="operationalStatus"
          list="operationalStatus"
          codes={OPERATIONAL_STATUSES}
          required
        />
        <TextField name="hmisCode" hint={t('facility.hint.hmisCode')} />
        <TextField name="dhis2Uid" hint={t('facility.hint.dhis2Uid')} />
      </Section>
      <Section id="place">
        <PlaceFields prefix="facility" clears={{ catchmentWards: [] }} />
        <NumberField name="latitude" hint={t('facility.hint.location')} />
        <NumberField name="longitude" />
        <div className="sm:col-span-2 lg:col-span-3">
          <MultiCheckField name="catchmentWards" options={wards} />
        </div>
      </Section>
      <Section id="contact">
        <TextField name="inChargeName" />
        <TextField name="inChargePhone" />
        <TextField name="email" />
      </Section>
      <Section id="services">
        <div className="sm:col-span-2 lg:col-span-3">
          <MultiCheckField name="services" list="facilityService" codes={FACILITY_SERVICES} />
        </div>
        {hospital && <NumberField name="beds" required />}
        <YesNoField name="insuranceFirstPoint" />
      </Section>
    </>
  );
}

/** A health facility (DOMAIN.md §7.10): what it is, where, who runs it, and what it offers. */
export function FacilityForm({ initial, onSave, submitLabel, onRefused }: FacilityFormProps) {
  const { failure, submit } = useRefusableSave<FacilityFormValues>(
    (values) => onSave(facilityBodyOf(values)),
    onRefused,
  );
  return (
    <Formik<FacilityFormValues>
      initialValues={initial}
      validationSchema={schema}
      validate={sharedRules}
      onSubmit={submit}
    >
      {({ values }) => (
        <FormFrame prefix="facility" failure={failure} submitLabel={submitLabel}>
          <Fields values={values} />
        </FormFrame>
      )}
    </Formik>
  );
}
