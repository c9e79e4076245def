import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { Modal } from '@/client/components/modal';

/** The one-time password, shown once: the person must change it at their next sign-in. */
export function OneTimePasswordDialog({
  username,
  password,
  onClose,
}: {
  username: string;
  password: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'users.oneTime.title' })}
      onClose={onClose}
      footer={
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      }
    >
      <p className="mb-3">
        <FormattedMessage
          id="users.oneTime.message"
          values={{ username: <strong className="font-mono">{username}</strong> }}
        />
      </p>
      <p
        className="mb-4 select-all rounded bg-gray-100 px-4 py-3 text-center font-mono text-2xl tracking-wider"
        data-testid="one-time-password"
      >
        {password}
      </p>
      <Alert tone="warning">
        <FormattedMessage id="users.oneTime.once" />
      </Alert>
    </Modal>
  );
}
