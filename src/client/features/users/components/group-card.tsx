import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { GroupMemberRole } from '@/client/components/group-member-role';
import { SelectInput } from '@/client/components/select-input';
import { useUsers } from '@/client/features/users/api/list-users';
import { useGroupMember } from '@/client/features/users/api/user-mutations';
import { ApiError, apiErrorMessageId } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { fitsGroup } from '@/shared/group-rules';

type Group = Schemas['GroupSummary'];

/** One group account: its palika, status and members; add an active user of its palika, or remove one. */
export function GroupCard({ group, onBlock }: { group: Group; onBlock: (group: Group) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const [candidate, setCandidate] = useState('');
  const members = useGroupMember();
  const palikaUsers = useUsers({
    palikaId: group.palika?._id,
    status: 'ACTIVE',
    pageSize: 100,
    sort: 'fullname',
  });
  // The server's rule, mirrored: palika staff of this palika alone (a palika role's places are palikas).
  const candidates = (palikaUsers.data?.items ?? []).filter(
    (u) =>
      u.userType === 'NORMAL' &&
      fitsGroup({ role: u.role, palikaIds: u.places.map((p) => p._id) }, group.palika?._id) &&
      !group.members.some((m) => m._id === u._id),
  );
  const refusal = members.error instanceof ApiError ? members.error.fields[0]?.code : undefined;
  const headingId = `group-${group._id}`;
  return (
    <article aria-labelledby={headingId} className="rounded border border-gray-200 bg-white p-4">
      <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-secondary">
            {group.name}
          </h2>
          <p className="text-sm text-gray-700">
            <span className="font-mono">{group.username}</span> ·{' '}
            {group.palika ? (locale === 'np' ? group.palika.nameNe : group.palika.name) : '—'} ·{' '}
            {t(`users.status.${group.status}`)}
          </p>
        </div>
        <Button variant="outline" onClick={() => onBlock(group)}>
          {t(group.status === 'ACTIVE' ? 'users.block' : 'users.unblock')}
        </Button>
      </header>
      <h3 className="text-sm font-semibold">
        <FormattedMessage id="group.members" />
      </h3>
      {group.members.length === 0 && (
        <p className="text-sm text-gray-700">
          <FormattedMessage id="groups.noMembers" />
        </p>
      )}
      <ul className="mb-3 divide-y divide-gray-100">
        {group.members.map((member) => (
          <li key={member._id} className="flex items-center justify-between py-1.5">
            <span>
              {member.name}{' '}
              <span className="text-sm text-gray-600">
                · <GroupMemberRole role={member.role} />
              </span>
            </span>
            <Button
              variant="ghost"
              busy={members.isPending}
              aria-label={intl.formatMessage({ id: 'groups.removeMember' }, { name: member.name })}
              onClick={() =>
                members.mutate({ groupId: group._id, memberId: member._id, add: false })
              }
            >
              <FormattedMessage id="groups.remove" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-[16rem] flex-1">
          <SelectInput
            id={`add-${group._id}`}
            label={t('groups.addMember')}
            placeholder={t('groups.choosePerson')}
            value={candidate}
            options={candidates.map((u) => ({
              value: u._id,
              label: `${u.fullname} (${u.username})`,
            }))}
            onChange={(e) => setCandidate(e.target.value)}
          />
        </div>
        <Button
          disabled={!candidate}
          busy={members.isPending}
          onClick={() =>
            members.mutate(
              { groupId: group._id, memberId: candidate, add: true },
              { onSuccess: () => setCandidate('') },
            )
          }
        >
          <FormattedMessage id="groups.add" />
        </Button>
      </div>
      {members.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          <FormattedMessage
            id={
              refusal
                ? `field.${refusal}`
                : members.error instanceof ApiError && members.error.status === 400
                  ? 'groups.memberRefused'
                  : apiErrorMessageId(members.error)
            }
          />
        </p>
      )}
    </article>
  );
}
