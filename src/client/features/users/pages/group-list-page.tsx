import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@/shared/api/types';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { useSearchParams } from '../../../lib/use-search-params';
import { useGroups } from '../api/list-groups';
import { useCreateGroup, useSetBlocked } from '../api/user-mutations';
import { GroupCard } from '../components/group-card';
import { GroupForm } from '../components/group-form';
import { OneTimePasswordDialog } from '../components/one-time-password-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';

/** Group accounts (FCHV groups and the like): their palika and members, who sign in through them. */
export default function GroupListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const groups = useGroups();
  const [params, setParams] = useSearchParams();
  const create = useCreateGroup();
  const setBlocked = useSetBlocked();
  const [blocking, setBlocking] = useState<Schemas['GroupSummary']>();
  const [oneTime, setOneTime] = useState<{ username: string; password: string }>();
  const items = groups.data?.items ?? [];
  return (
    <>
      <PageHeader title={t('page.userGroupList')} actions={<Button onClick={() => setParams({ add: 1 })}><FormattedMessage id="groups.addGroup" /></Button>} />
      {groups.isLoading && <LoadingState lines={4} />}
      {!groups.isLoading && items.length === 0 && <EmptyState title={t('groups.empty.title')} message={t('groups.empty.message')} />}
      <div className="grid gap-4 lg:grid-cols-2">
        {items.map((group) => <GroupCard key={group._id} group={group} onBlock={setBlocking} />)}
      </div>
      {params.get('add') && (
        <Modal open title={t('groups.addGroup')} onClose={() => setParams({ add: undefined })}>
          <GroupForm onSubmit={async (values) => {
            const created = await create.mutateAsync({ name: values.name.trim(), username: values.username.trim(), palikaId: values.palika[0].id });
            setParams({ add: undefined });
            setOneTime({ username: created.group.username, password: created.oneTimePassword });
          }} />
        </Modal>
      )}
      {blocking && (
        <ReasonDialog title={`${t(blocking.status === 'ACTIVE' ? 'users.block' : 'users.unblock')}: ${blocking.name}`} confirmLabel={t(blocking.status === 'ACTIVE' ? 'users.block' : 'users.unblock')}
          onClose={() => setBlocking(undefined)}
          onConfirm={async (reason) => { await setBlocked.mutateAsync({ id: blocking._id, blocked: blocking.status === 'ACTIVE', reason }); setBlocking(undefined); }} />
      )}
      {oneTime && <OneTimePasswordDialog username={oneTime.username} password={oneTime.password} onClose={() => setOneTime(undefined)} />}
    </>
  );
}
