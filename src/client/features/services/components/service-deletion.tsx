import { useRef } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { serviceRecords } from '@/client/features/services/api/service-records';
import { useFocusOnChange } from '@/client/lib/focus';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';

type Row = Schemas['ServiceRecord'];

/** A service as a sentence names it: what, for whom (a person or a group), on which day. */
export function serviceNaming(intl: IntlShape, locale: 'en' | 'np', row: Row) {
  const { person, category } = row;
  return {
    service: locale === 'np' ? category.nameNe : category.nameEn,
    person: person
      ? `${person.nameNe}${person.nameEn ? ` (${person.nameEn})` : ''}`
      : intl.formatMessage({ id: 'services.delete.group' }),
    date: formatBsDate(row.serviceDate, locale),
  };
}

/** A deletion done: what it said, and a count so that the same words said twice are said again. */
export interface Deletion {
  message: string;
  count: number;
}

export interface DeleteServiceDialogProps {
  row: Row;
  onClose: () => void;
  /** After the delete: the sentence that confirms it ("Deleted: … for … on ….") */
  onDeleted: (message: string) => void;
}

/** Asks why before deleting one service, naming the service, the person and the date. */
export function DeleteServiceDialog({ row, onClose, onDeleted }: DeleteServiceDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const remove = serviceRecords.useDelete();
  const naming = serviceNaming(intl, locale, row);
  return (
    <ReasonDialog
      title={intl.formatMessage({ id: 'services.delete.title' }, naming)}
      confirmLabel={intl.formatMessage({ id: 'services.action.delete' })}
      requiredMessage="record.deleteReason.required"
      onClose={onClose}
      onConfirm={async (reason) => {
        await remove.mutateAsync({ id: row._id, body: { reason, version: row.version } });
        onDeleted(intl.formatMessage({ id: 'services.deleted' }, naming));
      }}
    />
  );
}

/**
 * Where a deletion is confirmed: a polite live region, always on the page so that what comes into
 * it is read out, which takes the focus when a deletion is done (the row and its Delete are gone).
 */
export function DeletionNotice({ deletion }: { deletion: Deletion | undefined }) {
  const notice = useRef<HTMLDivElement>(null);
  useFocusOnChange(notice, deletion?.count, Boolean(deletion));
  return (
    <div
      ref={notice}
      role="status"
      tabIndex={-1}
      className={
        deletion
          ? 'mb-3 rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 text-sm text-green-900'
          : 'sr-only'
      }
    >
      {deletion?.message}
    </div>
  );
}
