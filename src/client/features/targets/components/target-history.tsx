import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '@/client/components/modal';
import { formatDateTime } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';
import { targetLabelId } from '@/shared/measures/measure-list';
import { targetRecords } from '../api/target-records';

/** Every revision of a target, the first first (issue 19 §1): total, status, reason, who and when. */
export function TargetHistory({ id, onClose }: { id: string; onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (key: string) => intl.formatMessage({ id: key });
  const target = targetRecords.useRecord(id);
  return (
    <Modal open title={t('target.history.title')} onClose={onClose}>
      {target.isError && (
        <p role="alert">
          <FormattedMessage id="target.history.failed" />
        </p>
      )}
      {!target.data && !target.isError && (
        <p role="status">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {target.data && (
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-medium">
            {intl.formatMessage({ id: targetLabelId(target.data.measure) })} ·{' '}
            {locale === 'np' ? target.data.place.nameNe : target.data.place.nameEn}
          </caption>
          <thead>
            <tr className="border-b border-gray-300 text-left">
              {['revision', 'total', 'status', 'reason', 'by'].map((column) => (
                <th key={column} scope="col" className="px-2 py-1">
                  {t(`target.history.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {target.data.revisions.map((revision) => (
              <tr key={revision._id} className="border-b border-gray-100 align-top">
                <td className="px-2 py-1 tabular-nums">
                  {formatNumber(revision.revision, locale)}
                </td>
                <td className="px-2 py-1 tabular-nums">{formatNumber(revision.total, locale)}</td>
                <td className="px-2 py-1">{t(`enum.targetStatus.${revision.status}`)}</td>
                <td className="px-2 py-1">{revision.reason ?? '—'}</td>
                <td className="px-2 py-1">
                  {revision.createdBy ?? '—'}, {formatDateTime(revision.createdAt, locale)}
                  {revision.approvedAt && (
                    <span className="block text-xs text-gray-700">
                      {intl.formatMessage(
                        { id: 'target.history.approved' },
                        {
                          who: revision.approvedBy ?? '—',
                          when: formatDateTime(revision.approvedAt, locale),
                        },
                      )}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
