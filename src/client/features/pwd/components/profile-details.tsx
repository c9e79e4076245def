import { useIntl } from 'react-intl';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import { WG_DOMAINS } from '@/shared/pwd/enums';
import { SeverityBadge } from './card-colour';

type Profile = Schemas['Profile'];

/** How each field reads: the list of its enumeration, a date, a number, yes/no, or text. */
export const FIELD_KINDS: Record<string, string> = {
  registeredByRole: 'registeredBy',
  identificationSource: 'identificationSource',
  gender: 'gender',
  casteEthnicityCode: 'caste',
  maritalStatus: 'marital',
  guardianRelation: 'relation',
  primaryDisabilityType: 'disabilityType',
  disabilityTypes: 'disabilityType[]',
  disabilitySubtypes: 'subtype[]',
  severityClass: 'severity',
  onset: 'onset',
  cause: 'cause',
  cardStatus: 'cardStatus',
  healthInsuranceStatus: 'insurance',
  educationStatus: 'education',
  livelihoodStatus: 'livelihood',
  status: 'profileStatus',
  consentBy: 'consentBy',
  cardColour: 'cardColour',
  ...Object.fromEntries(WG_DOMAINS.map((d) => [d, 'wgAnswer'])),
  registrationDate: 'date',
  dob: 'date',
  citizenshipIssueDate: 'date',
  wgAssessedOn: 'date',
  cardIssueDate: 'date',
  carePlanDate: 'date',
  statusDate: 'date',
  consentDate: 'date',
  age: 'number',
  wardNo: 'number',
  ageAtOnset: 'number',
  ssaSinceFy: 'digits',
  // Identifiers (registration, card, citizenship and national ID numbers) stay as stored: 'text'.
  phone: 'digits',
  guardianPhone: 'digits',
  dobEstimated: 'yesNo',
  ssaReceiving: 'yesNo',
  shgMember: 'yesNo',
  opdMember: 'yesNo',
  carePlanExists: 'yesNo',
  consentGiven: 'yesNo',
  wgDisability: 'yesNo',
};

/** A value of a profile field in the reader's language: used by the details, the history and the conflict dialog. */
export function useFieldText() {
  const intl = useIntl();
  const locale = useLocale();
  return (field: string, value: unknown): string => {
    if (
      value === null ||
      value === undefined ||
      value === '' ||
      (Array.isArray(value) && value.length === 0)
    )
      return '—';
    const kind = FIELD_KINDS[field] ?? 'text';
    if (kind === 'date') return formatBsDate(String(value), locale);
    if (kind === 'number') return formatNumber(Number(value), locale);
    if (kind === 'digits') return formatDigits(String(value), locale);
    if (kind === 'yesNo') return intl.formatMessage({ id: `enum.yesNo.${String(value)}` });
    if (kind.endsWith('[]'))
      return (value as string[])
        .map((code) => intl.formatMessage({ id: `enum.${kind.slice(0, -2)}.${code}` }))
        .join(', ');
    if (kind !== 'text') return intl.formatMessage({ id: `enum.${kind}.${String(value)}` });
    return String(value);
  };
}

export const DETAIL_SECTIONS: Record<string, string[]> = {
  registration: [
    'registrationNo',
    'registrationDate',
    'registeredByRole',
    'identificationSource',
    'registeredByFchvId',
  ],
  identity: [
    'nameNe',
    'nameEn',
    'gender',
    'dob',
    'age',
    'dobEstimated',
    'casteEthnicityCode',
    'casteName',
    'maritalStatus',
    'fatherName',
    'motherName',
    'spouseName',
    'grandparentName',
    'guardianName',
    'guardianRelation',
    'guardianPhone',
    'phone',
    'citizenshipNo',
    'citizenshipIssueDate',
    'nin',
    'birthRegNo',
  ],
  address: ['wardNo', 'tole', 'temporaryAddress'],
  disability: [
    'disabilityTypes',
    'primaryDisabilityType',
    'disabilitySubtypes',
    'severityClass',
    'onset',
    'cause',
    'ageAtOnset',
    'functionalNeeds',
  ],
  card: ['cardStatus', 'cardNo', 'cardIssueDate', 'cardColour'],
  wg: [...WG_DOMAINS, 'wgAssessedOn', 'wgDisability'],
  benefits: [
    'ssaReceiving',
    'ssaSinceFy',
    'healthInsuranceStatus',
    'healthInsuranceNo',
    'educationStatus',
    'schoolId',
    'livelihoodStatus',
    'shgMember',
    'opdMember',
    'carePlanExists',
    'carePlanDate',
  ],
  status: ['status', 'statusDate', 'consentGiven', 'consentDate', 'consentBy'],
};

/** The whole profile to read and to print, section by section, in the reader's language. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useFieldText();
  const values = profile as unknown as Record<string, unknown>;
  const place = (p: { name: string; nameNp: string }) => (locale === 'np' ? p.nameNp : p.name);
  return (
    <div className="grid gap-4 print:block">
      {Object.entries(DETAIL_SECTIONS).map(([section, fields]) => (
        <section
          key={section}
          aria-labelledby={`details-${section}`}
          className="rounded border border-gray-200 bg-white p-4 print:break-inside-avoid print:border-gray-400"
        >
          <h2 id={`details-${section}`} className="mb-2 text-base font-semibold text-secondary">
            {intl.formatMessage({ id: `pwd.section.${section}` })}
          </h2>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(10rem,auto)_1fr] print:grid-cols-[12rem_1fr]">
            {section === 'address' && (
              <>
                <dt className="text-gray-700">{intl.formatMessage({ id: 'pwd.field.palika' })}</dt>
                <dd>{`${place(profile.places.palika)}, ${place(profile.places.district)}, ${place(profile.places.province)}`}</dd>
              </>
            )}
            {fields.map((field) => (
              <div key={field} className="contents">
                <dt className="text-gray-700">
                  {intl.formatMessage({ id: `pwd.field.${field}` })}
                </dt>
                <dd className="text-gray-900">
                  {field === 'severityClass' ? (
                    <SeverityBadge severityClass={profile.severityClass} />
                  ) : field === 'schoolId' ? (
                    ((profile.school &&
                      (locale === 'np'
                        ? profile.school.nameNe
                        : (profile.school.nameEn ?? profile.school.nameNe))) ??
                    '—')
                  ) : field === 'registeredByFchvId' ? (
                    (profile.registeredByFchv?.nameNe ?? '—')
                  ) : (
                    text(field, values[field])
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
