import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import { EmptyState } from '@/client/components/empty-state';
import { SortButton } from '@/client/components/sort-button';
import { type ColumnMeta, TableShell } from '@/client/components/table-shell';
import { formatDateTime } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { canManageRole } from '@/shared/user-rules';
import type { ColumnDef } from '@tanstack/react-table';

type User = Schemas['UserSummary'];
export type SortKey = 'fullname' | 'username' | 'role' | 'status' | 'lastLoginAt';
export type UserAction = 'edit' | 'block' | 'unblock' | 'reset';

export interface UsersTableProps {
  users: User[];
  loading: boolean;
  managerRole: string;
  /** The signed-in user: nobody blocks, resets or changes the role of their own account here. */
  managerId: string;
  sort: SortKey;
  order: 'asc' | 'desc';
  onSort: (sort: SortKey) => void;
  onAction: (action: UserAction, user: User) => void;
}

/** Users with their role, places, status and last sign-in; actions the manager may take on each. */
export function UsersTable({
  users,
  loading,
  managerRole,
  managerId,
  sort,
  order,
  onSort,
  onAction,
}: UsersTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const header = (column: SortKey, id: string) => () => (
    <SortButton
      label={t(id)}
      order={sort === column ? order : undefined}
      onSort={() => onSort(column)}
    />
  );
  const meta = (column: SortKey): ColumnMeta => ({
    sort: sort === column ? (order === 'asc' ? 'ascending' : 'descending') : 'none',
  });
  const columns: ColumnDef<User, unknown>[] = [
    {
      id: 'fullname',
      meta: meta('fullname'),
      header: header('fullname', 'users.fullname'),
      cell: ({ row }) => row.original.fullname,
    },
    {
      id: 'username',
      meta: meta('username'),
      header: header('username', 'users.username'),
      cell: ({ row }) => <span className="font-mono">{row.original.username}</span>,
    },
    {
      id: 'role',
      meta: meta('role'),
      header: header('role', 'users.role'),
      cell: ({ row }) => t(`role.${row.original.role}`),
    },
    {
      id: 'places',
      header: t('users.places'),
      cell: ({ row }) =>
        row.original.places.map((p) => (locale === 'np' ? p.nameNe : p.name)).join(', ') ||
        t('users.national'),
    },
    {
      id: 'status',
      meta: meta('status'),
      header: header('status', 'users.status'),
      cell: ({ row }) => t(`users.status.${row.original.status}`),
    },
    {
      id: 'lastLoginAt',
      meta: meta('lastLoginAt'),
      header: header('lastLoginAt', 'users.lastLogin'),
      cell: ({ row }) =>
        row.original.lastLoginAt
          ? formatDateTime(row.original.lastLoginAt, locale)
          : t('users.never'),
    },
    {
      id: 'actions',
      header: t('users.actions'),
      cell: ({ row }) =>
        canManageRole(managerRole, row.original.role) &&
        row.original._id !== managerId && (
          <div className="flex flex-wrap gap-1">
            <Button
              variant="ghost"
              onClick={() => onAction('edit', row.original)}
              aria-label={`${t('users.edit')}: ${row.original.fullname}`}
            >
              <FormattedMessage id="users.edit" />
            </Button>
            <Button
              variant="ghost"
              onClick={() =>
                onAction(row.original.status === 'ACTIVE' ? 'block' : 'unblock', row.original)
              }
              aria-label={`${t(row.original.status === 'ACTIVE' ? 'users.block' : 'users.unblock')}: ${row.original.fullname}`}
            >
              <FormattedMessage
                id={row.original.status === 'ACTIVE' ? 'users.block' : 'users.unblock'}
              />
            </Button>
            <Button
              variant="ghost"
              onClick={() => onAction('reset', row.original)}
              aria-label={`${t('users.resetPassword')}: ${row.original.fullname}`}
            >
              <FormattedMessage id="users.resetPassword" />
            </Button>
          </div>
        ),
    },
  ];
  return (
    <TableShell
      caption={t('page.userList')}
      columns={columns}
      rows={users}
      loading={loading}
      rowId={(user) => user._id}
      empty={<EmptyState title={t('users.empty.title')} message={t('users.empty.message')} />}
    />
  );
}
