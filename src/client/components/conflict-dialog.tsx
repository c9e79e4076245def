import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { Button } from './button';
import { Modal } from './modal';

/** Fields kept by the system or derived from others: never shown as someone's change. */
const BOOKKEEPING = new Set([
  'version',
  'updatedAt',
  'updatedBy',
  'createdAt',
  'createdBy',
  'age',
  'places',
  'deletedAt',
  'deleteReason',
  'periodLock',
  'category',
  'person',
  'palika',
  'fiscalYear',
  'trimester',
  'cardColour',
  'wgDisability',
]);

/** The fields of two versions of a record that differ, bookkeeping aside. */
export function changedFields(
  started: Record<string, unknown>,
  current: Record<string, unknown>,
): string[] {
  return Object.keys(current).filter(
    (key) =>
      !BOOKKEEPING.has(key) &&
      JSON.stringify(started[key] ?? null) !== JSON.stringify(current[key] ?? null),
  );
}

export interface ConflictDialogProps {
  /** The record as it was when the edit started. */
  started: Record<string, unknown>;
  /** The record as it is now. */
  current: Record<string, unknown> & { updatedBy?: string | null; updatedAt?: string };
  fieldLabel: (field: string) => string;
  valueText: (field: string, value: unknown) => string;
  /** Discard the edit and start again from the current version. */
  onReload: () => void;
  /** Keep the edit and save it on top of the current version, having seen what changed. */
  onOverwrite: () => void;
  onClose: () => void;
}

/** Someone saved this record after the edit began: what they changed, and a choice; nothing is overwritten unasked. */
export function ConflictDialog({
  started,
  current,
  fieldLabel,
  valueText,
  onReload,
  onOverwrite,
  onClose,
}: ConflictDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const fields = changedFields(started, current);
  return (
    <Modal
      open
      role="alertdialog"
      title={intl.formatMessage({ id: 'conflict.title' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onReload}>
            <FormattedMessage id="conflict.reload" />
          </Button>
          <Button variant="danger" onClick={onOverwrite}>
            <FormattedMessage id="conflict.overwrite" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage
          id="conflict.message"
          values={{
            who: current.updatedBy ?? '—',
            when: current.updatedAt ? formatDateTime(current.updatedAt, locale) : '—',
          }}
        />
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{intl.formatMessage({ id: 'conflict.changes' })}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1 pr-3">
              {intl.formatMessage({ id: 'conflict.field' })}
            </th>
            <th scope="col" className="py-1 pr-3">
              {intl.formatMessage({ id: 'conflict.before' })}
            </th>
            <th scope="col" className="py-1">
              {intl.formatMessage({ id: 'conflict.now' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className="border-t border-gray-200">
              <th scope="row" className="py-1 pr-3 text-left font-medium">
                {fieldLabel(field)}
              </th>
              <td className="py-1 pr-3">{valueText(field, started[field])}</td>
              <td className="py-1">{valueText(field, current[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
