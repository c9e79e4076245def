import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { GroupMemberRole } from '@/client/components/group-member-role';
import { Modal } from '@/client/components/modal';
import { loginGroupMember } from '@/client/features/auth/api/auth-requests';
import { failureReason } from '@/client/features/auth/api/failure-reason';
import type { StoredSession } from '@/client/lib/storage';
import type { GroupMember } from '@/shared/api/types';
import { ChangePasswordForm } from './change-password-form';

export interface GroupMemberModalProps {
  groupToken: string;
  /** The group account's username, for the password policy. */
  groupName: string;
  members: GroupMember[];
  onClose: () => void;
  onSignedIn: (session: StoredSession) => void;
}

/**
 * After a group sign-in: who is working now? Choosing a member opens that member's own session.
 * Without the query library: the sign-in page opens it before the app's stores have come
 * (docs/decisions/0047-the-sign-in-form-without-the-app.md).
 */
export function GroupMemberModal({
  groupToken,
  groupName,
  members,
  onClose,
  onSignedIn,
}: GroupMemberModalProps) {
  const intl = useIntl();
  const [changingPassword, setChangingPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const choose = async (memberId: string) => {
    setPending(true);
    setFailure(undefined);
    try {
      const { token, checkUser } = await loginGroupMember(groupToken, memberId);
      onSignedIn({ token, user: checkUser });
    } catch (error) {
      setFailure({ error });
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal open title={<FormattedMessage id="group.chooseMember" />} onClose={onClose}>
      <p className="mb-4 text-sm text-gray-700">
        <FormattedMessage id="group.chooseMemberHelp" />
      </p>
      {failure && (
        <div className="mb-3">
          <Alert tone="error">
            <FormattedMessage id={`signIn.failure.${failureReason(failure.error)}`} />
          </Alert>
        </div>
      )}
      {members.length === 0 ? (
        <Alert tone="warning">
          <FormattedMessage id="group.noMembers" />
        </Alert>
      ) : (
        <ul
          className="flex flex-col gap-2"
          aria-label={intl.formatMessage({ id: 'group.members' })}
        >
          {members.map((member) => (
            <li key={member._id}>
              <button
                type="button"
                disabled={pending}
                onClick={() => void choose(member._id)}
                className="flex w-full items-center justify-between rounded border border-gray-300 px-4 py-3 text-left hover:border-primary hover:bg-primary/5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
              >
                <span className="font-medium text-gray-900">{member.name}</span>
                <span className="text-sm text-gray-700">
                  <GroupMemberRole role={member.role} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 border-t border-gray-200 pt-4">
        <button
          type="button"
          className="text-sm font-semibold text-primary underline"
          aria-expanded={changingPassword}
          onClick={() => setChangingPassword((open) => !open)}
        >
          <FormattedMessage id="group.changePassword" />
        </button>
        {changingPassword && (
          <div className="mt-4">
            <ChangePasswordForm username={groupName} token={groupToken} idPrefix="group-" />
          </div>
        )}
      </div>
    </Modal>
  );
}
