import { useIntl } from 'react-intl';
import { PWD_FIELDS } from '@/client/features/pwd/pwd-fields';
import { fieldsNamed, useFieldText } from '@/client/lib/records/field-text';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { WG_DOMAINS } from '@/shared/pwd/enums';

type Profile = Schemas['Profile'];

/** The details' sections, each with its fields in the order they are read (labels and readings from the table). */
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
export function PwdDetails({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const locale = useLocale();
  const text = useFieldText(PWD_FIELDS);
  const values = profile as unknown as Record<string, unknown>;
  const place = (p: { name: string; nameNe: string }) => (locale === 'np' ? p.nameNe : p.name);
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
            {fieldsNamed(PWD_FIELDS, fields).map((f) => (
              <div key={f.field} className="contents">
                <dt className="text-gray-700">{intl.formatMessage({ id: f.label })}</dt>
                <dd className="text-gray-900">
                  {typeof f.details === 'function'
                    ? f.details(profile, intl, locale)
                    : text(f.field, values[f.field])}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
