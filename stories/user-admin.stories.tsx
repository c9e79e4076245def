import { GroupMemberRole } from '@/client/components/group-member-role';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { userKeys } from '@/client/features/users/api/user-keys';
import { AuditHistory } from '@/client/features/users/components/audit-history';
import { GroupCard } from '@/client/features/users/components/group-card';
import { OneTimePasswordDialog } from '@/client/features/users/components/one-time-password-dialog';
import { PlaceAssigner } from '@/client/features/users/components/place-assigner';
import { UserForm, valuesOf } from '@/client/features/users/components/user-form';
import { UsersTable } from '@/client/features/users/components/users-table';
import { type DataArgs, SeededQuery, StoryList, listStates } from './support/data-state';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: {
    ReasonDialog,
    AuditHistory,
    GroupCard,
    GroupMemberRole,
    OneTimePasswordDialog,
    PlaceAssigner,
    UserForm,
    UsersTable,
  },
  title: 'Users',
  parameters: {
    latinData: [
      'Sarita',
      'Shrestha',
      'Dipesh',
      'Chaudhary',
      'palika',
      'cbrf2',
      'Kp7w',
      'm3Xr',
      'Tqa',
    ],
  },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

/** The demo accounts of the README, as the list shows them. */
const USERS = [
  {
    _id: '00000000-0000-4000-8000-000000000011',
    username: 'palika',
    fullname: 'Sarita Shrestha',
    role: 'PALIKA' as const,
    status: 'ACTIVE' as const,
    userType: 'NORMAL' as const,
    lastLoginAt: '2026-11-22T05:00:00Z',
    places: [{ _id: 60, code: '11214', name: 'Biratnagar', nameNe: 'बिराटनगर' }],
  },
  {
    _id: '00000000-0000-4000-8000-000000000012',
    username: 'cbrf2',
    fullname: 'Dipesh Chaudhary',
    role: 'CBRF' as const,
    status: 'BLOCKED' as const,
    userType: 'NORMAL' as const,
    lastLoginAt: null,
    places: [{ _id: 52, code: '11204', name: 'Sundarharaicha', nameNe: 'सुन्दरहरैंचा' }],
  },
];

export const Table: Story = {
  ...listStates,
  render: (args) => (
    <StoryList {...args} rows={USERS}>
      {({ rows, loading }) => (
        <UsersTable
          users={rows}
          loading={loading}
          managerRole="ADMIN"
          managerId="00000000-0000-4000-8000-000000000099"
          sort="fullname"
          order="asc"
          onSort={() => undefined}
          onAction={() => undefined}
        />
      )}
    </StoryList>
  ),
};
export const NewUserForm: Story = {
  render: () => (
    <UserForm
      initial={valuesOf(undefined, 'en')}
      editing={false}
      managerRole="ADMIN"
      onSubmit={async () => undefined}
    />
  ),
};
export const Places: Story = {
  render: () => (
    <PlaceAssigner
      level="palika"
      places={[{ id: 60, name: 'विराटनगर' }]}
      onChange={() => undefined}
    />
  ),
};
export const BlockReason: Story = {
  render: () => (
    <ReasonDialog
      title="रोक्नुहोस्"
      confirmLabel="रोक्नुहोस्"
      onConfirm={async () => undefined}
      onClose={() => undefined}
    />
  ),
};
export const OneTimePassword: Story = {
  render: () => (
    <OneTimePasswordDialog username="palika" password="Kp7w-m3Xr-9Tqa" onClose={() => undefined} />
  ),
};
const USER_ID = '00000000-0000-4000-8000-000000000011';
/** An account's history, answered from the cache: made, then given a second palika by a group. */
export const History: Story = {
  ...listStates,
  render: (args) => (
    <SeededQuery
      {...args}
      queryKey={userKeys.audit(USER_ID)}
      answers={{
        filled: {
          items: [
            {
              id: 2,
              at: '2026-11-10T06:30:00Z',
              actor: 'admin',
              viaGroup: 'सुन्दरहरैंचा समूह',
              action: 'update',
              before: { fullname: 'सीता राई' },
              after: { fullname: 'सीता कुमारी राई' },
            },
            {
              id: 1,
              at: '2026-11-01T05:00:00Z',
              actor: 'admin',
              viaGroup: null,
              action: 'create',
              before: null,
              after: { fullname: 'सीता राई' },
            },
          ],
        },
        empty: { items: [] },
      }}
    >
      <AuditHistory userId={USER_ID} />
    </SeededQuery>
  ),
  parameters: { latinData: ['admin', 'fullname'] },
};

const SUNDARHARAICHA = { _id: 52, code: '11204', name: 'Sundarharaicha', nameNe: 'सुन्दरहरैंचा' };
/**
 * A group's card: a CBR facilitator is an FCHV working through the group, palika staff are named
 * by their own role; the palika's active staff not yet in it can be added (answered from the cache:
 * the card shows no state of its own for that list).
 */
export const Group: Story = {
  render: () => (
    <SeededQuery
      queryKey={userKeys.list({
        palikaId: SUNDARHARAICHA._id,
        status: 'ACTIVE',
        pageSize: 100,
        sort: 'fullname',
      })}
      answers={{
        filled: {
          items: [{ ...USERS[1], status: 'ACTIVE' as const, places: [SUNDARHARAICHA] }],
          total: 1,
          page: 1,
          pageSize: 100,
        },
      }}
    >
      <GroupCard
        group={{
          _id: '00000000-0000-4000-8000-000000000021',
          username: 'sundarharaicha-group',
          name: 'सुन्दरहरैंचा समूह',
          status: 'ACTIVE',
          palika: SUNDARHARAICHA,
          members: [
            { _id: '00000000-0000-4000-8000-000000000031', name: 'सीता राई', role: 'CBRF' },
            { _id: '00000000-0000-4000-8000-000000000032', name: 'माया थारू', role: 'PALIKA' },
          ],
        }}
        onBlock={() => undefined}
      />
    </SeededQuery>
  ),
  parameters: {
    latinData: ['sundarharaicha', 'group', 'Sundarharaicha', 'Dipesh', 'Chaudhary', 'cbrf2'],
  },
};
