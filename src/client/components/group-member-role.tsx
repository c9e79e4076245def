import { useIntl } from 'react-intl';
import type { Role } from '@/shared/roles';

/**
 * What a group's member is, beside their name: a CBR facilitator's account is an FCHV working
 * through the group (issue 37 §2.9); any other member (palika staff) is named by their own role.
 */
export function GroupMemberRole({ role }: { role: Role }) {
  const intl = useIntl();
  return role === 'CBRF'
    ? intl.formatMessage({ id: 'group.memberFchv' })
    : intl.formatMessage(
        { id: 'group.memberWithRole' },
        { role: intl.formatMessage({ id: `role.${role}` }) },
      );
}
