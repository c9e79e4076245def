import { useIntl } from 'react-intl';
import { FactList } from '@/client/components/fact-list';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';

/** One person of a pair: who, where, and the identifiers the pair was found by. */
export function PairPerson({
  person,
  kept,
}: {
  person: Schemas['DuplicatePerson'];
  kept?: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const label = (id: string) => intl.formatMessage({ id: `duplicates.person.${id}` });
  const digits = (text: string | null) => (text ? formatDigits(text, locale) : null);
  const place =
    locale === 'np' ? [person.palikaNe, person.districtNe] : [person.palika, person.district];
  return (
    <section className="rounded border border-gray-200 bg-white p-3">
      <h3 className="mb-2 font-semibold text-gray-900">
        {person.nameNe}
        {person.nameEn && <span className="ml-2 font-normal text-gray-800">{person.nameEn}</span>}
        {kept && (
          <span className="ml-2 rounded bg-green-100 px-2 text-sm text-green-900">
            {intl.formatMessage({ id: 'duplicates.kept' })}
          </span>
        )}
      </h3>
      <FactList
        facts={[
          [label('registrationNo'), digits(person.registrationNo)],
          [label('place'), `${place.join(', ')} ${digits(String(person.wardNo ?? ''))}`.trim()],
          [label('dob'), formatBsDate(person.dob, locale)],
          [label('parents'), [person.fatherName, person.motherName].filter(Boolean).join(', ')],
          [label('citizenship'), digits(person.citizenshipNo)],
          [label('nin'), digits(person.nin)],
          [label('cardNo'), digits(person.cardNo)],
          [label('services'), intl.formatNumber(person.services)],
        ]}
      />
    </section>
  );
}
