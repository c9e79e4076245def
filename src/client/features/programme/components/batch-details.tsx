import { FormattedMessage, useIntl } from 'react-intl';
import { BATCH_FIELDS } from '@/client/features/programme/batch-fields';
import { FieldDetails } from '@/client/lib/records/field-views';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import type { ReactNode } from 'react';

type Batch = Schemas['Batch'];

/** One batch as read: what it is, its schedule and shares, and each member with its phase today. */
export function BatchDetails({ batch, actions }: { batch: Batch; actions?: ReactNode }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const date = (iso: string | null | undefined) => (iso ? formatBsDate(iso, locale) : '—');
  return (
    <section
      aria-labelledby="batch-opened"
      className="mb-4 rounded border border-gray-200 bg-white p-4"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h2 id="batch-opened" tabIndex={-1} className="text-lg font-semibold text-secondary">
          {locale === 'np' ? batch.nameNe : batch.nameEn}
        </h2>
        {actions}
      </div>
      <FieldDetails table={BATCH_FIELDS} row={batch} />
      {batch.description && <p className="mt-3 text-sm text-gray-800">{batch.description}</p>}
      <h3 className="mt-4 font-semibold text-gray-900">
        <FormattedMessage id="batch.members.count" values={{ count: batch.members.length }} />
      </h3>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('batch.members.caption', { code: batch.code })}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              {['palika', 'district', 'joinedOn', 'exitedOn', 'agreementNo', 'status', 'phase'].map(
                (column) => (
                  <th key={column} scope="col" className="py-1 pr-3">
                    {t(`batch.member.${column}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {batch.members.map((m) => (
              <tr key={m.palikaId} className="border-b border-gray-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {locale === 'np' ? m.palika.nameNe : m.palika.name}
                </th>
                <td className="py-1 pr-3">
                  {locale === 'np' ? m.district.nameNe : m.district.name}
                </td>
                <td className="py-1 pr-3">{date(m.joinedOn)}</td>
                <td className="py-1 pr-3">{date(m.exitedOn)}</td>
                <td className="py-1 pr-3">{m.agreementNo ?? '—'}</td>
                <td className="py-1 pr-3">{t(`enum.memberStatus.${m.status}`)}</td>
                <td className="py-1 pr-3">{t(`enum.phase.${m.phase}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
