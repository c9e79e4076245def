import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { Button } from './button';
import { Modal } from './modal';
import { TextInput } from './text-input';

export interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks why (at least three characters) before blocking or unblocking; the reason is audited. */
export function ReasonDialog({ title, confirmLabel, onConfirm, onClose }: ReasonDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    if (reason.trim().length < 3) return setError(intl.formatMessage({ id: 'field.tooShort' }));
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
        error={error}
      />
    </Modal>
  );
}
