import { useQueries, useQuery } from '@tanstack/react-query';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import {
  CheckField,
  DateField,
  MultiCheckField,
  NumberField,
  Section,
  SelectField,
  TextField,
  YesNoField,
  fieldIdOf,
} from '@/client/components/form-fields';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { districtsQuery, palikasQuery, provincesQuery } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { formatNumber } from '@/shared/format/number';
import {
  CARD_HELD,
  CARD_STATUSES,
  CASTE_ETHNICITY_CODES,
  CAUSES,
  CONSENT_BY,
  DISABILITY_TYPES,
  EDUCATION_STATUSES,
  GENDERS,
  GUARDIAN_RELATIONS,
  HEARING_SUBTYPES,
  IDENTIFICATION_SOURCES,
  INSURANCE_STATUSES,
  LIVELIHOOD_STATUSES,
  MARITAL_STATUSES,
  ONSETS,
  PROFILE_STATUSES,
  REGISTERED_BY_ROLES,
  SEVERITY_CLASSES,
  VISUAL_SUBTYPES,
  WG_DOMAINS,
} from '@/shared/pwd/enums';
import { ageOn } from '@/shared/pwd/profile-rules';
import { FchvLinkField, SchoolLinkField } from './link-fields';
import type { ProfileFormValues } from './values';

export function RegistrationSection() {
  return (
    <Section id="registration">
      <DateField name="registrationDate" required />
      <SelectField
        name="registeredByRole"
        list="registeredBy"
        codes={REGISTERED_BY_ROLES}
        required
      />
      <SelectField
        name="identificationSource"
        list="identificationSource"
        codes={IDENTIFICATION_SOURCES}
      />
      <FchvLinkField />
    </Section>
  );
}

/** Guardian fields are required for a minor or for class A or B; the form says so as soon as it knows. */
export function IdentitySection() {
  const { values } = useFormikContext<ProfileFormValues>();
  const age = values.dob ? ageOn(values.dob, toIsoDate(todayInNepal())) : undefined;
  const needsGuardian =
    (age !== undefined && age < 18) || values.severityClass === 'A' || values.severityClass === 'B';
  return (
    <Section id="identity">
      <TextField name="nameNe" required lang="ne" />
      <TextField name="nameEn" />
      <SelectField name="gender" list="gender" codes={GENDERS} required />
      <DateField name="dob" required />
      <CheckField name="dobEstimated" />
      <SelectField name="casteEthnicityCode" list="caste" codes={CASTE_ETHNICITY_CODES} />
      <TextField name="casteName" />
      <SelectField name="maritalStatus" list="marital" codes={MARITAL_STATUSES} />
      <TextField name="fatherName" />
      <TextField name="motherName" />
      <TextField name="spouseName" />
      <TextField name="grandparentName" />
      <TextField name="guardianName" required={needsGuardian} />
      <SelectField
        name="guardianRelation"
        list="relation"
        codes={GUARDIAN_RELATIONS}
        required={needsGuardian}
      />
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

/** Any of the 77 districts (a citizenship may come from anywhere), grouped by province. */
function CitizenshipDistrict() {
  const intl = useIntl();
  const locale = useLocale();
  const formik = useFormikContext<ProfileFormValues>();
  const provinces = useQuery(provincesQuery()).data?.items ?? [];
  const districts = useQueries({ queries: provinces.map((p) => districtsQuery(p.id)) }).flatMap(
    (q) => q.data?.items ?? [],
  );
  const error =
    formik.errors.citizenshipDistrictId &&
    (formik.touched.citizenshipDistrictId || formik.submitCount > 0)
      ? intl.formatMessage({ id: formik.errors.citizenshipDistrictId })
      : undefined;
  return (
    <SelectInput
      id={fieldIdOf('pwd', 'citizenshipDistrictId')}
      name="citizenshipDistrictId"
      label={intl.formatMessage({ id: 'pwd.field.citizenshipDistrictId' })}
      error={error}
      placeholder={intl.formatMessage({ id: 'common.choose' })}
      value={formik.values.citizenshipDistrictId}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      options={districts
        .map((d) => ({ value: String(d.id), label: locale === 'np' ? d.nameNe : d.nameEn }))
        .sort((a, b) => a.label.localeCompare(b.label))}
    />
  );
}

/** Palika through the picker (only the user's area), then a ward of that palika. */
export function AddressSection() {
  const intl = useIntl();
  const locale = useLocale();
  const formik = useFormikContext<ProfileFormValues>();
  const palikas = useQuery({
    ...palikasQuery(formik.values.districtId ?? 0),
    enabled: Boolean(formik.values.districtId),
  }).data?.items;
  const wardCount = palikas?.find((p) => p.id === formik.values.palikaId)?.wardCount ?? 0;
  const shown = (name: 'palikaId' | 'wardNo') =>
    formik.errors[name] && (formik.touched[name] || formik.submitCount > 0)
      ? intl.formatMessage({ id: formik.errors[name] as string })
      : undefined;
  return (
    <Section id="address">
      <div id={fieldIdOf('pwd', 'palikaId')} tabIndex={-1} className="sm:col-span-2 lg:col-span-3">
        <GeographyPicker
          idPrefix="pwd-address"
          depth="palika"
          value={formik.values}
          onChange={(place) =>
            formik.setValues({
              ...formik.values,
              provinceId: place.provinceId,
              districtId: place.districtId,
              palikaId: place.palikaId,
              wardNo: '',
            })
          }
        />
        {shown('palikaId') && <p className="mt-1 text-sm text-red-700">{shown('palikaId')}</p>}
      </div>
      <SelectInput
        id={fieldIdOf('pwd', 'wardNo')}
        name="wardNo"
        required
        label={intl.formatMessage({ id: 'pwd.field.wardNo' })}
        error={shown('wardNo')}
        disabled={!wardCount}
        placeholder={intl.formatMessage({ id: 'common.choose' })}
        value={formik.values.wardNo}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        options={Array.from({ length: wardCount }, (_, i) => ({
          value: String(i + 1),
          label: formatNumber(i + 1, locale),
        }))}
      />
      <TextField name="tole" />
      <TextField name="temporaryAddress" />
    </Section>
  );
}

/** Sub-types only when vision or hearing is chosen; the severity class and card number when a card exists. */
export function DisabilitySection() {
  const { values } = useFormikContext<ProfileFormValues>();
  const visual =
    values.disabilityTypes.includes('visual') || values.disabilityTypes.includes('deaf_blind');
  const hearing =
    values.disabilityTypes.includes('hearing') || values.disabilityTypes.includes('deaf_blind');
  const subtypes = [...(visual ? VISUAL_SUBTYPES : []), ...(hearing ? HEARING_SUBTYPES : [])];
  const held = (CARD_HELD as readonly string[]).includes(values.cardStatus);
  return (
    <Section id="disability">
      <div className="sm:col-span-2 lg:col-span-3">
        <MultiCheckField
          name="disabilityTypes"
          list="disabilityType"
          codes={DISABILITY_TYPES}
          required
        />
      </div>
      <SelectField
        name="primaryDisabilityType"
        list="disabilityType"
        codes={values.disabilityTypes.length > 1 ? ['multiple'] : values.disabilityTypes}
        required
      />
      {subtypes.length > 0 && (
        <MultiCheckField
          name="disabilitySubtypes"
          list="subtype"
          codes={subtypes}
          required={
            values.disabilityTypes.includes('visual') || values.disabilityTypes.includes('hearing')
          }
        />
      )}
      <SelectField name="severityClass" list="severity" codes={SEVERITY_CLASSES} required={held} />
      <SelectField name="onset" list="onset" codes={ONSETS} />
      <SelectField name="cause" list="cause" codes={CAUSES} />
      <NumberField name="ageAtOnset" />
      <TextField name="functionalNeeds" />
    </Section>
  );
}

export function ScreeningSection() {
  return (
    <Section id="wg">
      {WG_DOMAINS.map((domain) => (
        <SelectField key={domain} name={domain} list="wgAnswer" codes={['1', '2', '3', '4']} />
      ))}
      <DateField name="wgAssessedOn" />
    </Section>
  );
}

export function CardSection() {
  const { values } = useFormikContext<ProfileFormValues>();
  const held = (CARD_HELD as readonly string[]).includes(values.cardStatus);
  return (
    <Section id="card">
      <SelectField name="cardStatus" list="cardStatus" codes={CARD_STATUSES} required />
      {held && <TextField name="cardNo" required />}
      {held && <DateField name="cardIssueDate" required />}
    </Section>
  );
}

export function BenefitsSection() {
  const { values } = useFormikContext<ProfileFormValues>();
  const age = values.dob ? ageOn(values.dob, toIsoDate(todayInNepal())) : undefined;
  return (
    <Section id="benefits">
      <YesNoField name="ssaReceiving" />
      <NumberField name="ssaSinceFy" />
      <SelectField name="healthInsuranceStatus" list="insurance" codes={INSURANCE_STATUSES} />
      <TextField name="healthInsuranceNo" />
      <SelectField
        name="educationStatus"
        list="education"
        codes={EDUCATION_STATUSES}
        required={age !== undefined && age >= 3 && age <= 18}
      />
      <SchoolLinkField />
      <SelectField name="livelihoodStatus" list="livelihood" codes={LIVELIHOOD_STATUSES} />
      <YesNoField name="shgMember" />
      <YesNoField name="opdMember" />
      <YesNoField name="carePlanExists" />
      <DateField name="carePlanDate" />
    </Section>
  );
}

export function StatusSection() {
  const { values } = useFormikContext<ProfileFormValues>();
  return (
    <Section id="status">
      <SelectField name="status" list="profileStatus" codes={PROFILE_STATUSES} required />
      {values.status !== 'active' && <DateField name="statusDate" required />}
      <CheckField name="consentGiven" required />
      <DateField name="consentDate" />
      <SelectField name="consentBy" list="consentBy" codes={CONSENT_BY} />
    </Section>
  );
}
