import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { FactList } from '@/client/components/fact-list';
import { RowsTable } from '@/client/components/rows-table';
import { enumLabel } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';

type Fchv = Schemas['Fchv'];

/** One FCHV as read: a warning when her retirement is due or past, her facts, and her trainings. */
export function FchvDetails({ fchv: f }: { fchv: Fchv }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const label = (field: string) => t(`fchv.field.${field}`);
  const n = (value: number | null) => (value === null ? null : formatNumber(value, locale));
  const date = (iso: string | null) => (iso ? formatBsDate(iso, locale) : null);
  const yesNo = (value: boolean | null) =>
    value === null ? null : enumLabel(intl, 'yesNo', String(value));
  return (
    <>
      {f.retirement && (
        <div className="mb-3">
          <Alert tone="warning">
            <FormattedMessage
              id={`fchv.retirement.${f.retirement}`}
              values={{ date: formatBsDate(f.retirementDate, locale) }}
            />
          </Alert>
        </div>
      )}
      <FactList
        facts={[
          [label('nameNe'), <span lang="ne">{f.nameNe}</span>],
          [label('nameEn'), f.nameEn],
          [label('birthDate'), `${date(f.birthDate)} (${n(f.age)})`],
          [t('fchv.details.retirementDate'), date(f.retirementDate)],
          [label('status'), enumLabel(intl, 'fchvStatus', f.status)],
          [label('statusDate'), date(f.statusDate)],
          [label('palikaId'), locale === 'np' ? f.palika.nameNp : f.palika.name],
          [label('wardNo'), n(f.wardNo)],
          [
            label('supervisingFacilityId'),
            locale === 'np' ? f.supervisingFacility.nameNe : f.supervisingFacility.nameEn,
          ],
          [label('catchmentToles'), f.catchmentToles],
          [label('catchmentHouseholds'), n(f.catchmentHouseholds)],
          [label('mothersGroupName'), f.mothersGroupName],
          [label('mothersGroupMembers'), n(f.mothersGroupMembers)],
          [label('areaType'), enumLabel(intl, 'areaType', f.areaType)],
          [label('phone'), f.phone && formatDigits(f.phone, locale)],
          [label('hasSmartphone'), yesNo(f.hasSmartphone)],
          [label('education'), enumLabel(intl, 'educationLevel', f.education)],
          [label('maritalStatus'), enumLabel(intl, 'marital', f.maritalStatus)],
          [label('casteEthnicityCode'), enumLabel(intl, 'caste', f.casteEthnicityCode)],
          [label('citizenshipNo'), f.citizenshipNo],
          [label('fchvCode'), f.fchvCode],
          [label('selectedOn'), date(f.selectedOn)],
          [label('appointmentYear'), formatDigits(String(f.appointmentYear), locale)],
          [label('basicTrainingDate'), date(f.basicTrainingDate)],
          [label('hasIdCard'), yesNo(f.hasIdCard)],
          [label('hasKit'), yesNo(f.hasKit)],
          [label('userId'), f.user?.username],
        ]}
      />
      <h3 className="mt-4 font-semibold text-gray-900">
        <FormattedMessage id="fchv.trainings.count" values={{ count: f.trainings.length }} />
      </h3>
      {f.trainings.length > 0 && (
        <RowsTable
          caption={t('fchv.section.trainings')}
          headers={['trainingType', 'date', 'days', 'organiser', 'cohort'].map((column) =>
            t(`fchv.trainings.field.${column}`),
          )}
          rows={f.trainings.map((training) => [
            enumLabel(intl, 'fchvTraining', training.trainingType),
            date(training.date),
            n(training.days ?? null),
            training.organiser,
            training.cohort,
          ])}
        />
      )}
    </>
  );
}
