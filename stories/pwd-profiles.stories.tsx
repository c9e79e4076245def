import { AuditTrail } from '@/client/components/audit-trail';
import { ColumnChooser } from '@/client/components/column-chooser';
import { ConflictDialog } from '@/client/components/conflict-dialog';
import { RowLink } from '@/client/components/row-link';
import { pwdRecords } from '@/client/features/pwd/api/pwd-records';
import { SeverityBadge } from '@/client/features/pwd/components/card-colour';
import {
  DuplicateCandidateBadge,
  DuplicateCandidateNotice,
} from '@/client/features/pwd/components/duplicate-candidate';
import { DuplicateWarning } from '@/client/features/pwd/components/duplicate-warning';
import { PersonServices } from '@/client/features/pwd/components/person-services';
import { PwdDetails } from '@/client/features/pwd/components/pwd-details';
import { PwdFilters } from '@/client/features/pwd/components/pwd-filters';
import { PwdForm } from '@/client/features/pwd/components/pwd-form/pwd-form';
import { emptyPwdValues, pwdValuesOf } from '@/client/features/pwd/components/pwd-form/values';
import { FIXED_COLUMNS, PWD_COLUMNS, PwdTable } from '@/client/features/pwd/components/pwd-table';
import {
  type DataArgs,
  StoryList,
  StoryRecord,
  SeededQuery,
  listStates,
  recordStates,
} from './support/data-state';
import { onAPhone } from './support/phone';
import { FLAGGED_PROFILE, FLAGGED_SUMMARIES, PROFILE, SUMMARIES } from './support/pwd-fixtures';
import { REPORTING_LATIN, lockOf } from './support/reporting-fixtures';
import { RECORD } from './support/service-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: {
    AuditTrail,
    ColumnChooser,
    ConflictDialog,
    SeverityBadge,
    DuplicateCandidateBadge,
    DuplicateCandidateNotice,
    DuplicateWarning,
    PersonServices,
    RowLink,
    PwdDetails,
    PwdFilters,
    PwdForm,
    PwdTable,
  },
  title: 'Persons with disabilities',
  parameters: {
    latinData: [
      'Sita',
      'Kumari',
      'Rai',
      'Thapa',
      'Biratnagar',
      'Morang',
      'Koshi',
      'Province',
      'Metropolitan',
      'City',
      'cbrf',
      'palika',
      'Bishnu',
    ],
  },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

/** The persons table in the state the controls choose, with the rows given. */
const tableOf =
  (rows: typeof SUMMARIES): Story['render'] =>
  (args) => (
    <StoryList {...args} prefix="pwd" rows={rows}>
      {(slots) => (
        <PwdTable
          {...slots}
          columns={[...PWD_COLUMNS]}
          sort="registrationDate"
          order="desc"
          onSort={() => undefined}
        />
      )}
    </StoryList>
  );

export const Table: Story = { ...listStates, render: tableOf(SUMMARIES) };
/**
 * A person of the list in an open candidate pair of the national duplicate check: the words under
 * their name say they may be registered elsewhere, never where (issue 40 §3).
 */
export const TableWithCandidate: Story = { ...listStates, render: tableOf(FLAGGED_SUMMARIES) };
export const Columns: Story = {
  render: () => (
    <ColumnChooser
      all={PWD_COLUMNS}
      fixed={FIXED_COLUMNS}
      chosen={['registrationNo', 'name', 'age']}
      labelPrefix="pwd.column"
      onChange={() => undefined}
    />
  ),
};
export const Details: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={PROFILE} title="page.pwdProfileView">
      {(profile) => <PwdDetails profile={profile} />}
    </StoryRecord>
  ),
};
/**
 * The person's page of a person in an open candidate pair: the notice over their details says they
 * may be registered in another palika too and that the national data-quality team decides.
 */
export const DetailsOfACandidate: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={FLAGGED_PROFILE} title="page.pwdProfileView">
      {(profile) => (
        <>
          {profile.duplicateCandidate && <DuplicateCandidateNotice />}
          <PwdDetails profile={profile} />
        </>
      )}
    </StoryRecord>
  ),
};
export const NewProfileForm: Story = {
  render: () => (
    <PwdForm initial={emptyPwdValues({})} submitLabel="दर्ता" onSave={async () => undefined} />
  ),
};
export const EditProfileForm: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={PROFILE} title="page.pwdProfileView">
      {(profile) => (
        <PwdForm
          initial={pwdValuesOf(profile)}
          submitLabel="सुरक्षित"
          onSave={async () => undefined}
        />
      )}
    </StoryRecord>
  ),
};
/**
 * A person counted in a submitted period, being edited: the form says which of their fields the
 * lock holds and that the others (names, phones…) stay editable, and it saves.
 */
export const LockedEditProfileForm: Story = {
  parameters: { latinData: REPORTING_LATIN },
  render: () => (
    <PwdForm
      initial={pwdValuesOf(PROFILE)}
      submitLabel="सुरक्षित"
      periodLock={{ ...lockOf('submitted'), partial: true }}
      onSave={async () => undefined}
    />
  ),
};
export const PossibleDuplicates: Story = {
  render: () => (
    <DuplicateWarning
      matches={[{ profile: SUMMARIES[0], reasons: ['nameDobParentWard', 'card'] }]}
      onDifferentPerson={() => undefined}
    />
  ),
};
export const Conflict: Story = {
  render: () => (
    <ConflictDialog
      started={{ ...PROFILE, wardNo: 4 }}
      current={{ ...PROFILE }}
      fieldLabel={(field) => field}
      valueText={(_, value) => String(value)}
      onReload={() => undefined}
      onOverwrite={() => undefined}
      onClose={() => undefined}
    />
  ),
  parameters: { latinData: ['wardNo', 'palika'] },
};
export const History: Story = {
  render: () => (
    <AuditTrail
      briefActions={['create']}
      entries={[
        {
          id: 2,
          at: '2026-11-10T06:30:00Z',
          actor: 'palika',
          viaGroup: null,
          action: 'update',
          before: { wardNo: 4 },
          after: { wardNo: 5 },
        },
        {
          id: 1,
          at: '2026-11-01T05:00:00Z',
          actor: 'cbrf',
          viaGroup: null,
          action: 'create',
          before: null,
          after: { nameNe: 'सीता' },
        },
      ]}
      fieldLabel={() => 'वडा'}
    />
  ),
};
export const Filters: Story = {
  render: () => (
    <PwdFilters
      value={{
        search: 'सीता',
        disabilityType: 'visual',
        severityClass: '',
        gender: '',
        ageBand: '5-17',
        cardStatus: '',
        status: '',
        registeredFrom: '',
        registeredTo: '',
      }}
      onChange={() => undefined}
    />
  ),
};
export const Severity: Story = {
  render: () => (
    <p className="flex gap-4">
      {['A', 'B', 'C', 'D'].map((c) => (
        <SeverityBadge key={c} severityClass={c} />
      ))}
    </p>
  ),
};
/** A person's latest services, as their profile shows them (answered from the cache here). */
export const Services: Story = {
  ...listStates,
  render: (args) => (
    <SeededQuery
      {...args}
      queryKey={[...pwdRecords.keys.detail(PROFILE._id), 'services']}
      answers={{
        filled: { items: [RECORD, { ...RECORD, _id: 'r2', serviceDate: '2026-10-02' }], total: 2 },
        empty: { items: [], total: 0 },
      }}
    >
      <PersonServices pwdId={PROFILE._id} canRecord />
    </SeededQuery>
  ),
};
