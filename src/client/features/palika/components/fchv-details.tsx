import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { RowsTable } from '@/client/components/rows-table';
import { FCHV_FIELDS } from '@/client/features/palika/fchv-fields';
import { enumLabel } from '@/client/lib/enum-options';
import { FieldDetails } from '@/client/lib/records/field-views';
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
  const n = (value: number | null) => (value === null ? null : formatNumber(value, locale));
  const date = (iso: string | null) => (iso ? formatBsDate(iso, locale) : null);
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
      <FieldDetails table={FCHV_FIELDS} row={f} />
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
