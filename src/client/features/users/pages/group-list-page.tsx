import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { EmptyState } from '@/client/components/empty-state';
import { LoadingState } from '@/client/components/loading-state';
import { Modal } from '@/client/components/modal';
import { PageHeader } from '@/client/components/page-header';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { RequestFailure } from '@/client/components/request-failure';
import { useGroups } from '@/client/features/users/api/list-groups';
import { useCreateGroup, useSetBlocked } from '@/client/features/users/api/user-mutations';
import { GroupCard } from '@/client/features/users/components/group-card';
import { GroupForm } from '@/client/features/users/components/group-form';
import { OneTimePasswordDialog } from '@/client/features/users/components/one-time-password-dialog';
import { useSearchParams } from '@/client/lib/use-search-params';
import type { Schemas } from '@/shared/api/types';

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
      <PageHeader
        title={t('page.userGroupList')}
        actions={
          <Button onClick={() => setParams({ add: 1 })}>
            <FormattedMessage id="groups.addGroup" />
          </Button>
        }
      />
      {groups.isLoading && <LoadingState lines={4} />}
      {groups.isError && <RequestFailure error={groups.error} onRetry={groups.refetch} />}
      {groups.isSuccess && items.length === 0 && (
        <EmptyState title={t('groups.empty.title')} message={t('groups.empty.message')} />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {items.map((group) => (
          <GroupCard key={group._id} group={group} onBlock={setBlocking} />
        ))}
      </div>
      {params.get('add') && (
        <Modal open title={t('groups.addGroup')} onClose={() => setParams({ add: undefined })}>
          <GroupForm
            onSubmit={async (values) => {
              const created = await create.mutateAsync({
                name: values.name.trim(),
                username: values.username.trim(),
                palikaId: values.palika[0].id,
              });
              setParams({ add: undefined });
              setOneTime({ username: created.group.username, password: created.oneTimePassword });
            }}
          />
        </Modal>
      )}
      {blocking && (
        <ReasonDialog
          title={`${t(blocking.status === 'ACTIVE' ? 'users.block' : 'users.unblock')}: ${blocking.name}`}
          confirmLabel={t(blocking.status === 'ACTIVE' ? 'users.block' : 'users.unblock')}
          onClose={() => setBlocking(undefined)}
          onConfirm={async (reason) => {
            await setBlocked.mutateAsync({
              id: blocking._id,
              blocked: blocking.status === 'ACTIVE',
              reason,
            });
            setBlocking(undefined);
          }}
        />
      )}
      {oneTime && (
        <OneTimePasswordDialog
          username={oneTime.username}
          password={oneTime.password}
          onClose={() => setOneTime(undefined)}
        />
      )}
    </>
  );
}
