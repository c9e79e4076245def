import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { focusResult, useFocusOnChange } from '@/client/lib/focus';
import type { Schemas } from '@/shared/api/types';
import { Alert } from './alert';
import { Button } from './button';
import { ButtonLink } from './button-link';
import { Modal } from './modal';
import { ReasonDialog } from './reason-dialog';
import { RecordHistory } from './record-history';
import { type RowLock, RowLockBadge, isRowLocked, useLockedLabel } from './record-screen/row-lock';
import { RefusalNotice } from './refusal-notice';
import type { ReactNode } from 'react';

/** A mutation of any kind's client (a place's profile has a delete typed `never`: it is never called). */
type Mutation = { mutateAsync: (variables: never) => Promise<unknown> };
type DeleteVariables = { id: string; body: { reason: string; version: number } };
type Entries = { data?: { items: Schemas['AuditEntry'][] }; isLoading: boolean };

export interface OpenedRecordProps {
  record: {
    _id: string;
    version: number;
    deletedAt?: string | null;
    deleteReason?: string | null;
    /** The locked period it counts in (issue 39 §2), as its read answers it. */
    periodLock?: RowLock;
  };
  /** The record's name: the panel's heading and the dialogs' titles. */
  title: string;
  /** A kind's record client: its history, delete and restore. */
  records: {
    useHistory: (id: string) => Entries;
    useDelete: () => Mutation;
    useRestore: () => Mutation;
  };
  /** May edit and delete (the server decides again). */
  canWrite: boolean;
  /** May restore a deleted record (administrators). */
  canRestore?: boolean;
  /** Whether the kind is ever deleted (a place's profile is not). */
  deletable?: boolean;
  editHref: string;
  onClose: () => void;
  fieldLabel: (key: string) => string;
  valueText?: (key: string, value: unknown) => string;
  /** The record's facts. */
  children: ReactNode;
}

/**
 * One record opened above its list: its facts, and edit, history, delete (with a reason), restore
 * and close. Focus moves to its heading when another record is opened, and when it is shown after
 * the focus was lost (its form saved and gone).
 */
export function OpenedRecord({
  record,
  title,
  records,
  canWrite,
  canRestore,
  deletable = true,
  editHref,
  onClose,
  fieldLabel,
  valueText,
  children,
}: OpenedRecordProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const remove = records.useDelete().mutateAsync as (
    variables: DeleteVariables,
  ) => Promise<unknown>;
  const restore = records.useRestore().mutateAsync as (id: string) => Promise<unknown>;
  const [action, setAction] = useState<'history' | 'delete'>();
  const [failure, setFailure] = useState<unknown>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, record._id);
  // Shown where the focus was lost (the form saved went away, the page came back to its list):
  // the record saved has it, and a screen reader reads its name.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) focusResult(headingRef.current);
  }, []);
  const live = !record.deletedAt;
  // A record of a locked period is not edited or deleted (a person's other fields stay editable).
  const shut = isRowLocked(record);
  const lockedLabel = useLockedLabel();
  return (
    <section
      aria-labelledby="record-opened"
      className="mb-4 rounded border border-gray-200 bg-white p-4"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <h2
          id="record-opened"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-secondary"
        >
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {canWrite && live && !shut && (
            <ButtonLink href={editHref}>
              <FormattedMessage id="record.edit" />
            </ButtonLink>
          )}
          {canWrite && live && shut && (
            <Button disabled aria-label={lockedLabel(t('record.edit'))}>
              <FormattedMessage id="record.edit" />
            </Button>
          )}
          <Button variant="outline" onClick={() => setAction('history')}>
            <FormattedMessage id="users.history" />
          </Button>
          {canWrite && live && deletable && (
            <Button
              variant="danger"
              disabled={shut}
              aria-label={shut ? lockedLabel(t('record.delete')) : undefined}
              onClick={() => setAction('delete')}
            >
              <FormattedMessage id="record.delete" />
            </Button>
          )}
          {canRestore && !live && (
            <Button onClick={() => restore(record._id).catch((e) => setFailure(e))}>
              <FormattedMessage id="record.restore" />
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </div>
      </div>
      {live && record.periodLock && (
        <div className="mb-3">
          <RowLockBadge lock={record.periodLock} />
        </div>
      )}
      {!live && (
        <div className="mb-3">
          <Alert tone="warning">
            <FormattedMessage id="record.deleted" values={{ reason: record.deleteReason ?? '—' }} />
          </Alert>
        </div>
      )}
      {failure !== undefined && (
        <div className="mb-3">
          <RefusalNotice error={failure} />
        </div>
      )}
      {children}
      {action === 'history' && (
        <Modal open title={`${t('users.history')}: ${title}`} onClose={() => setAction(undefined)}>
          <RecordHistory
            records={records}
            id={record._id}
            fieldLabel={fieldLabel}
            valueText={valueText}
          />
        </Modal>
      )}
      {action === 'delete' && (
        <ReasonDialog
          title={`${t('record.delete')}: ${title}`}
          confirmLabel={t('record.delete')}
          requiredMessage="record.deleteReason.required"
          onClose={() => setAction(undefined)}
          onConfirm={async (reason) => {
            await remove({ id: record._id, body: { reason, version: record.version } }).catch((e) =>
              setFailure(e),
            );
            setAction(undefined);
          }}
        />
      )}
    </section>
  );
}
