import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { FactList } from '@/client/components/fact-list';
import { enumLabel } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import { hrefFor } from '@/shared/routes';

type Facility = Schemas['HealthFacility'];

/** One health facility as read: what it is, where and whom it serves, who runs it, what it offers. */
export function FacilityDetails({ facility: f }: { facility: Facility }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const n = (value: number | null) => (value === null ? null : formatNumber(value, locale));
  const label = (field: string) => t(`facility.field.${field}`);
  const place = `${locale === 'np' ? f.palika.nameNp : f.palika.name}, ${locale === 'np' ? f.district.nameNp : f.district.name}`;
  return (
    <FactList
      facts={[
        [label('nameNe'), <span lang="ne">{f.nameNe}</span>],
        [label('nameEn'), <span lang="en">{f.nameEn}</span>],
        [label('facilityType'), enumLabel(intl, 'facilityType', f.facilityType)],
        [label('ownership'), enumLabel(intl, 'ownership', f.ownership)],
        [label('operationalStatus'), enumLabel(intl, 'operationalStatus', f.operationalStatus)],
        [label('hmisCode'), f.hmisCode],
        [label('dhis2Uid'), f.dhis2Uid],
        [label('palikaId'), place],
        [label('wardNo'), n(f.wardNo)],
        [label('catchmentWards'), f.catchmentWards.map((w) => n(w)).join(', ')],
        [
          t('facility.details.location'),
          f.latitude === null
            ? null
            : `${formatNumber(f.latitude, locale, { maximumFractionDigits: 6 })}, ${formatNumber(f.longitude ?? 0, locale, { maximumFractionDigits: 6 })}`,
        ],
        [label('inChargeName'), f.inChargeName],
        [label('inChargePhone'), f.inChargePhone && formatDigits(f.inChargePhone, locale)],
        [label('email'), f.email],
        [
          label('services'),
          f.services.map((code) => enumLabel(intl, 'facilityService', code)).join(', '),
        ],
        [label('beds'), n(f.beds)],
        [
          label('fchvsSupervised'),
          <Link
            className="text-primary underline"
            href={hrefFor(
              'fchvProfile',
              locale,
              {},
              {
                palikaId: f.palikaId,
                supervisingFacilityId: f._id,
              },
            )}
          >
            {n(f.fchvsSupervised)}
          </Link>,
        ],
        [
          label('insuranceFirstPoint'),
          f.insuranceFirstPoint === null
            ? null
            : enumLabel(intl, 'yesNo', String(f.insuranceFirstPoint)),
        ],
      ]}
    />
  );
}
