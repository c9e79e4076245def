import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '@/client/components/dialog';
import { logout } from '@/client/features/auth/api/auth-requests';
import { useEndSessionLocally } from '@/client/lib/session';

/** Asks before signing out; then revokes the session on the server and clears this device. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const endSession = useEndSessionLocally();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await logout();
    setBusy(false);
    onClose();
    endSession();
  };
  return (
    <ConfirmDialog
      open={open}
      title={<FormattedMessage id="auth.logoutTitle" />}
      message={<FormattedMessage id="auth.logoutMessage" />}
      confirmLabel={<FormattedMessage id="auth.logout" />}
      cancelLabel={<FormattedMessage id="common.cancel" />}
      onConfirm={confirm}
      onCancel={onClose}
      busy={busy}
    />
  );
}
