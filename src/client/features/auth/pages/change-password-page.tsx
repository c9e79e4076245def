import { FormattedMessage } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '@/shared/password-policy';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { ChangePasswordForm } from '../components/change-password-form';

/** Change one's own password; every other session of the account ends. */
export default function ChangePasswordPage() {
  const session = useSession();
  return (
    <div className="max-w-md">
      <PageHeader title={<FormattedMessage id="route.changePassword" />} description={<FormattedMessage id="password.help" values={{ min: PASSWORD_MIN_LENGTH }} />} />
      <ChangePasswordForm username={session?.user.username ?? ''} />
    </div>
  );
}
