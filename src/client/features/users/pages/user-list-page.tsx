import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { Modal } from '@/client/components/modal';
import { PageHeader } from '@/client/components/page-header';
import { Pagination } from '@/client/components/pagination';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { RequestFailure } from '@/client/components/request-failure';
import { useUser } from '@/client/features/users/api/get-user';
import { useUsers } from '@/client/features/users/api/list-users';
import {
  useCreateUser,
  useResetPassword,
  useSetBlocked,
  useUpdateUser,
} from '@/client/features/users/api/user-mutations';
import { AuditHistory } from '@/client/features/users/components/audit-history';
import { OneTimePasswordDialog } from '@/client/features/users/components/one-time-password-dialog';
import { UserFilters } from '@/client/features/users/components/user-filters';
import {
  UserForm,
  type UserFormValues,
  valuesOf,
} from '@/client/features/users/components/user-form';
import {
  type SortKey,
  type UserAction,
  UsersTable,
} from '@/client/features/users/components/users-table';
import { formatDateTime } from '@/client/lib/format';
import { queryOfSearch } from '@/client/lib/records/url-query';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { useSearchParams } from '@/client/lib/use-search-params';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { placeFieldFor } from '@/shared/user-rules';

type Query = QueryOf<'listUsers'>;
const PAGE_SIZE = 25;

function bodyOf(values: UserFormValues) {
  const field = placeFieldFor(values.role);
  return {
    fullname: values.fullname.trim(),
    role: values.role as Schemas['UserInput']['role'],
    provinceIds: field === 'provinceIds' ? values.places.map((p) => p.id) : [],
    districtIds: field === 'districtIds' ? values.places.map((p) => p.id) : [],
    palikaIds: field === 'palikaIds' ? values.places.map((p) => p.id) : [],
    phone: values.phone || null,
    batch: values.batch.trim() || null,
    email: values.email || null,
  };
}

/** Users: search, filter and sort on the server, with everything in the URL; create, edit, block, reset. */
export default function UserListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const fromUrl = queryOfSearch('listUsers', params);
  const query: Query = {
    page: 1,
    ...fromUrl,
    pageSize: PAGE_SIZE,
    sort: fromUrl.sort ?? 'fullname',
    order: fromUrl.order ?? 'asc',
  };
  const users = useUsers(query);
  const editing = params.get('edit') ?? undefined;
  const detail = useUser(editing && editing !== 'new' ? editing : undefined);
  const [action, setAction] = useState<{
    kind: Exclude<UserAction, 'edit'>;
    user: Schemas['UserSummary'];
  }>();
  const [oneTime, setOneTime] = useState<{ username: string; password: string }>();
  const create = useCreateUser();
  const update = useUpdateUser();
  const setBlocked = useSetBlocked();
  const reset = useResetPassword();

  const save = async (values: UserFormValues) => {
    if (editing === 'new') {
      const created = await create.mutateAsync({
        ...bodyOf(values),
        username: values.username.trim(),
      });
      setOneTime({ username: created.user.username, password: created.oneTimePassword });
    } else if (detail.data) {
      await update.mutateAsync({
        id: detail.data._id,
        body: { ...bodyOf(values), version: detail.data.version },
      });
    }
    setParams({ edit: undefined });
  };

  return (
    <>
      <PageHeader
        title={t('page.userList')}
        actions={
          <Button onClick={() => setParams({ edit: 'new' })}>
            <FormattedMessage id="users.add" />
          </Button>
        }
      />
      <UserFilters
        value={{
          search: query.search ?? '',
          role: query.role ?? '',
          status: query.status ?? '',
          provinceId: query.provinceId,
          districtId: query.districtId,
          palikaId: query.palikaId,
        }}
        onChange={(patch) => setParams({ ...patch, page: undefined })}
      />
      {users.isError && <RequestFailure error={users.error} onRetry={users.refetch} />}
      {!users.isError && (
        <UsersTable
          users={users.data?.items ?? []}
          loading={users.isLoading}
          managerRole={session?.user.role ?? ''}
          managerId={session?.user._id ?? ''}
          sort={query.sort as SortKey}
          order={query.order ?? 'asc'}
          onSort={(sort) =>
            setParams({
              sort,
              order: query.sort === sort && query.order !== 'desc' ? 'desc' : undefined,
              page: undefined,
            })
          }
          onAction={(kind, user) =>
            kind === 'edit' ? setParams({ edit: user._id }) : setAction({ kind, user })
          }
        />
      )}
      {users.data && users.data.total > 0 && (
        <div className="mt-3">
          <Pagination
            page={query.page ?? 1}
            pageSize={PAGE_SIZE}
            total={users.data.total}
            onPage={(page) => setParams({ page })}
          />
        </div>
      )}
      {editing && (editing === 'new' || detail.data) && (
        <Modal
          open
          wide
          title={t(editing === 'new' ? 'users.add' : 'users.edit')}
          onClose={() => setParams({ edit: undefined })}
        >
          <UserForm
            initial={valuesOf(editing === 'new' ? undefined : detail.data, locale)}
            editing={editing !== 'new'}
            managerRole={session?.user.role ?? ''}
            onSubmit={save}
          />
          {detail.data && (
            <p className="mt-4 text-sm text-gray-700">
              <FormattedMessage
                id="users.meta"
                values={{
                  createdBy: detail.data.createdBy ?? '—',
                  createdAt: formatDateTime(detail.data.createdAt, locale),
                  updatedBy: detail.data.updatedBy ?? '—',
                  updatedAt: formatDateTime(detail.data.updatedAt, locale),
                }}
              />
            </p>
          )}
          {editing !== 'new' && <AuditHistory userId={editing} />}
        </Modal>
      )}
      {action && action.kind !== 'reset' && (
        <ReasonDialog
          title={`${t(`users.${action.kind}`)}: ${action.user.fullname}`}
          confirmLabel={t(`users.${action.kind}`)}
          onClose={() => setAction(undefined)}
          onConfirm={async (reason) => {
            await setBlocked.mutateAsync({
              id: action.user._id,
              blocked: action.kind === 'block',
              reason,
            });
            setAction(undefined);
          }}
        />
      )}
      {action?.kind === 'reset' && (
        <Modal
          open
          role="alertdialog"
          title={`${t('users.resetPassword')}: ${action.user.fullname}`}
          onClose={() => setAction(undefined)}
          footer={
            <>
              <Button variant="outline" onClick={() => setAction(undefined)}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button
                busy={reset.isPending}
                onClick={async () => {
                  const { oneTimePassword } = await reset.mutateAsync(action.user._id);
                  setOneTime({ username: action.user.username, password: oneTimePassword });
                  setAction(undefined);
                }}
              >
                <FormattedMessage id="users.resetPassword" />
              </Button>
            </>
          }
        >
          <p>
            <FormattedMessage id="users.resetPassword.message" />
          </p>
        </Modal>
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
