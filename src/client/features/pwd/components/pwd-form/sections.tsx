import { useFormikContext } from 'formik';
import {
  CheckField,
  DateField,
  NumberField,
  Section,
  SelectField,
  TextField,
  YesNoField,
} from '@/client/components/form-fields';
import { PWD_FIELDS } from '@/client/features/pwd/pwd-fields';
import { fieldPropsOf } from '@/client/lib/records/field-table';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { ageOn } from '@/shared/pwd/profile-rules';
import { CitizenshipDistrict } from './address-section';
import { FchvLinkField, SchoolLinkField } from './link-fields';
import type { PwdFormValues } from './values';

/** A field's name, list, codes and whether a new person must give it, from the table. */
const of = fieldPropsOf(PWD_FIELDS);

/** The person's age today, once a date of birth is given. */
const ageOf = (values: PwdFormValues) =>
  values.dob ? ageOn(values.dob, toIsoDate(todayInNepal())) : undefined;

export function RegistrationSection() {
  return (
    <Section id="registration">
      <DateField {...of('registrationDate')} />
      <SelectField {...of('registeredByRole')} />
      <SelectField {...of('identificationSource')} />
      <FchvLinkField />
    </Section>
  );
}

/** Guardian fields are required for a minor or for class A or B; the form says so as soon as it knows. */
export function IdentitySection() {
  const { values } = useFormikContext<PwdFormValues>();
  const age = ageOf(values);
  const needsGuardian =
    (age !== undefined && age < 18) || values.severityClass === 'A' || values.severityClass === 'B';
  return (
    <Section id="identity">
      <TextField {...of('nameNe')} lang="ne" />
      <TextField name="nameEn" />
      <SelectField {...of('gender')} />
      <DateField {...of('dob')} />
      <CheckField name="dobEstimated" />
      <SelectField {...of('casteEthnicityCode')} />
      <TextField name="casteName" />
      <SelectField {...of('maritalStatus')} />
      <TextField name="fatherName" />
      <TextField name="motherName" />
      <TextField name="spouseName" />
      <TextField name="grandparentName" />
      <TextField name="guardianName" required={needsGuardian} />
      <SelectField {...of('guardianRelation')} required={needsGuardian} />
      <TextField name="guardianPhone" />
      <TextField name="phone" />
      <TextField name="citizenshipNo" />
      <CitizenshipDistrict />
      <DateField name="citizenshipIssueDate" />
      <TextField name="nin" />
      <TextField name="birthRegNo" />
    </Section>
  );
}

/** Education is required of a child of school age (3 to 18). */
export function BenefitsSection() {
  const { values } = useFormikContext<PwdFormValues>();
  const age = ageOf(values);
  return (
    <Section id="benefits">
      <YesNoField name="ssaReceiving" />
      <NumberField name="ssaSinceFy" />
      <SelectField {...of('healthInsuranceStatus')} />
      <TextField name="healthInsuranceNo" />
      <SelectField
        {...of('educationStatus')}
        required={age !== undefined && age >= 3 && age <= 18}
      />
      <SchoolLinkField />
      <SelectField {...of('livelihoodStatus')} />
      <YesNoField name="shgMember" />
      <YesNoField name="opdMember" />
      <YesNoField name="carePlanExists" />
      <DateField name="carePlanDate" />
    </Section>
  );
}

/** The date a status other than active began; the consent. */
export function StatusSection() {
  const { values } = useFormikContext<PwdFormValues>();
  return (
    <Section id="status">
      <SelectField {...of('status')} />
      {values.status !== 'active' && <DateField name="statusDate" required />}
      <CheckField {...of('consentGiven')} />
      <DateField name="consentDate" />
      <SelectField {...of('consentBy')} />
    </Section>
  );
}
