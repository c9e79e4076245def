import { FormattedMessage, useIntl } from 'react-intl';
import { RowsTable } from '@/client/components/rows-table';
import { PALIKA_PROFILE_FIELDS } from '@/client/features/palika/palika-profile-fields';
import { enumLabel } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { FieldDetails } from '@/client/lib/records/field-views';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';

type PalikaProfile = Schemas['PalikaProfile'];

/** One palika's profile as read: its place, office and officials, people, committee, facilitators. */
export function PalikaProfileDetails({ profile: p }: { profile: PalikaProfile }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const cbrfs = p.cbrfs ?? [];
  return (
    <>
      <FieldDetails table={PALIKA_PROFILE_FIELDS} row={p} />
      <h3 className="mt-4 font-semibold text-gray-900">
        <FormattedMessage id="palikaProfile.cbrfs.count" values={{ count: cbrfs.length }} />
      </h3>
      {cbrfs.length > 0 && (
        <RowsTable
          caption={t('palikaProfile.cbrfs.legend')}
          headers={['name', 'phone', 'appointedOn', 'trainingCompleted', 'status'].map((field) =>
            t(`palikaProfile.cbrfs.field.${field}`),
          )}
          rows={cbrfs.map((c) => [
            c.name,
            c.phone && formatDigits(c.phone, locale),
            c.appointedOn && formatBsDate(c.appointedOn, locale),
            c.trainingCompleted === null
              ? null
              : enumLabel(intl, 'yesNo', String(c.trainingCompleted)),
            enumLabel(intl, 'cbrfStatus', c.status),
          ])}
        />
      )}
    </>
  );
}
