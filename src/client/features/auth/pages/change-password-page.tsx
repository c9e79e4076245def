import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { PageHeader } from '@/client/components/page-header';
import { authKeys } from '@/client/features/auth/api/use-current-session';
import { ChangePasswordForm } from '@/client/features/auth/components/change-password-form';
import { useSession, useStartSession } from '@/client/lib/session';
import { PASSWORD_MIN_LENGTH } from '@/shared/password-policy';

/** Change one's own password; every other session of the account ends. */
export default function ChangePasswordPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const startSession = useStartSession();
  /** The stored user is cleared of the must-change flag at once, so a reload right away is not sent back here. */
  const onChanged = () => {
    if (session) startSession({ ...session, user: { ...session.user, mustChangePassword: false } });
    return queryClient.invalidateQueries({ queryKey: authKeys.session() });
  };
  return (
    <div className="max-w-md">
      <PageHeader
        title={<FormattedMessage id="page.changePassword" />}
        description={<FormattedMessage id="password.help" values={{ min: PASSWORD_MIN_LENGTH }} />}
      />
      {session?.user.mustChangePassword && (
        <div className="mb-4">
          <Alert tone="warning">
            <FormattedMessage id="password.mustChange" />
          </Alert>
        </div>
      )}
      <ChangePasswordForm username={session?.user.username ?? ''} onChanged={onChanged} />
    </div>
  );
}
