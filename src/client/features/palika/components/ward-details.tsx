import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { FactList } from '@/client/components/fact-list';
import { enumLabel } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import { hrefFor } from '@/shared/routes';

type Ward = Schemas['WardProfile'];

/** One ward's profile as read: its office, people, land, DPRP committee and FCHVs. */
export function WardDetails({ ward: w }: { ward: Ward }) {
  const intl = useIntl();
  const locale = useLocale();
  const label = (field: string) => intl.formatMessage({ id: `ward.field.${field}` });
  const n = (value: number | null) =>
    value === null ? null : formatNumber(value, locale, { maximumFractionDigits: 2 });
  const phone = (value: string | null) => value && formatDigits(value, locale);
  return (
    <FactList
      facts={[
        [label('palikaId'), locale === 'np' ? w.palika.nameNp : w.palika.name],
        [label('wardNo'), n(w.wardNo)],
        [label('nameNe'), w.nameNe],
        [label('officeAddress'), w.officeAddress],
        [label('officePhone'), phone(w.officePhone)],
        [label('officeEmail'), w.officeEmail],
        [label('chairName'), w.chairName],
        [label('chairPhone'), phone(w.chairPhone)],
        [label('secretaryName'), w.secretaryName],
        [label('secretaryPhone'), phone(w.secretaryPhone)],
        [label('populationTotal'), n(w.populationTotal)],
        [label('populationMale'), n(w.populationMale)],
        [label('populationFemale'), n(w.populationFemale)],
        [label('populationOther'), n(w.populationOther)],
        [
          label('populationSource'),
          [
            enumLabel(intl, 'populationSource', w.populationSource),
            w.populationYear && formatDigits(String(w.populationYear), locale),
          ]
            .filter(Boolean)
            .join(', '),
        ],
        [label('households'), n(w.households)],
        [label('pwdCensusCount'), n(w.pwdCensusCount)],
        [
          label('fchvCount'),
          <Link
            className="text-primary underline"
            href={hrefFor('fchvProfile', locale, {}, { palikaId: w.palikaId, wardNo: w.wardNo })}
          >
            {n(w.fchvCount)}
          </Link>,
        ],
        [label('areaSqKm'), n(w.areaSqKm)],
        [label('tolesCount'), n(w.tolesCount)],
        [label('ecologicalBelt'), enumLabel(intl, 'ecologicalBelt', w.ecologicalBelt)],
        [
          label('dprpCommitteeFormed'),
          w.dprpCommitteeFormed === null
            ? null
            : `${enumLabel(intl, 'yesNo', String(w.dprpCommitteeFormed))}${w.committeeFormedOn ? ` (${formatBsDate(w.committeeFormedOn, locale)})` : ''}`,
        ],
      ]}
    />
  );
}
