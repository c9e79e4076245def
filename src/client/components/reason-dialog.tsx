import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { Button } from './button';
import { Modal } from './modal';
import { TextInput } from './text-input';

export interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  /** The message id of an empty reason ("Give a reason for deleting"); "Give a reason" unless given. */
  requiredMessage?: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks why (at least three characters) before a delete, a block or an unblock; the reason is audited. */
export function ReasonDialog({
  title,
  confirmLabel,
  requiredMessage = 'reason.required',
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    const length = reason.trim().length;
    if (length < 3) {
      // The field says what is missing, and has the focus so that it is read out.
      setError(intl.formatMessage({ id: length === 0 ? requiredMessage : 'field.tooShort' }));
      return document.getElementById('reason')?.focus();
    }
    setBusy(true);
    try {
      await onConfirm(reason.trim());
    } catch (failure) {
      setError(intl.formatMessage({ id: apiErrorMessageId(failure) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button variant="danger" busy={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <TextInput
        id="reason"
        label={intl.formatMessage({ id: 'users.reason' })}
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || busy) return;
          e.preventDefault();
          void confirm();
        }}
        error={error}
      />
    </Modal>
  );
}
