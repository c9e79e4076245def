import { AuditTrail } from '@/client/components/audit-trail';
import { ColumnChooser } from '@/client/components/column-chooser';
import { ConflictDialog } from '@/client/components/conflict-dialog';
import { SeverityBadge } from '@/client/features/pwd/components/card-colour';
import { DuplicateWarning } from '@/client/features/pwd/components/duplicate-warning';
import { PersonServices } from '@/client/features/pwd/components/person-services';
import { ProfileDetails } from '@/client/features/pwd/components/profile-details';
import { ProfileFilters } from '@/client/features/pwd/components/profile-filters';
import { ProfileForm } from '@/client/features/pwd/components/profile-form/profile-form';
import {
  emptyProfileValues,
  profileValuesOf,
} from '@/client/features/pwd/components/profile-form/values';
import {
  FIXED_COLUMNS,
  PROFILE_COLUMNS,
  ProfilesTable,
} from '@/client/features/pwd/components/profiles-table';
import type { Schemas } from '@/shared/api/types';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: {
    AuditTrail,
    ColumnChooser,
    ConflictDialog,
    SeverityBadge,
    DuplicateWarning,
    PersonServices,
    ProfileDetails,
    ProfileFilters,
    ProfileForm,
    ProfilesTable,
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
type Story = StoryObj;

const place = (id: number, name: string, nameNp: string) => ({ _id: id, code: null, name, nameNp });

/** A realistic profile: a girl with low vision and a blue card, in Biratnagar ward 5. */
const PROFILE = {
  _id: '00000000-0000-4000-8000-000000000101',
  registrationNo: 'P60-2083-00012',
  fiscalYear: 2083,
  registrationDate: '2026-11-01',
  registeredByRole: 'cbrf',
  identificationSource: 'door_to_door',
  nameNe: 'सीता कुमारी राई',
  nameEn: 'Sita Kumari Rai',
  gender: 'female',
  dob: '2014-06-10',
  dobEstimated: false,
  casteEthnicityCode: '2',
  casteName: null,
  maritalStatus: 'na_minor',
  fatherName: 'Bishnu Rai',
  motherName: 'माया राई',
  spouseName: null,
  grandparentName: null,
  guardianName: 'माया राई',
  guardianRelation: 'mother',
  guardianPhone: '+9779812345678',
  phone: null,
  citizenshipNo: null,
  citizenshipDistrictId: null,
  citizenshipIssueDate: null,
  nin: null,
  birthRegNo: '६०-५-२०७१-१२३',
  palikaId: 60,
  wardNo: 5,
  tole: 'शान्ति टोल',
  temporaryAddress: null,
  disabilityTypes: ['visual'],
  primaryDisabilityType: 'visual',
  disabilitySubtypes: ['low_vision'],
  severityClass: 'B',
  onset: 'congenital',
  cause: 'congenital',
  ageAtOnset: 0,
  wgSeeing: 3,
  wgHearing: 1,
  wgWalking: 1,
  wgRemembering: 1,
  wgSelfCare: 2,
  wgCommunication: 1,
  wgAssessedOn: '2026-10-20',
  functionalNeeds: null,
  cardStatus: 'issued',
  cardNo: 'BRT-2083-044',
  cardIssueDate: '2026-11-05',
  ssaReceiving: true,
  ssaSinceFy: 2083,
  healthInsuranceStatus: 'enrolled_free',
  healthInsuranceNo: null,
  educationStatus: 'resource_class',
  livelihoodStatus: 'student',
  shgMember: null,
  opdMember: null,
  carePlanExists: true,
  carePlanDate: '2026-11-10',
  status: 'active',
  statusDate: null,
  consentGiven: true,
  consentDate: '2026-11-01',
  consentBy: 'guardian',
  age: 12,
  cardColour: 'blue',
  wgDisability: true,
  places: {
    palika: place(60, 'Biratnagar Metropolitan City', 'विराटनगर महानगरपालिका'),
    district: place(6, 'Morang', 'मोरङ'),
    province: place(1, 'Koshi Province', 'कोशी प्रदेश'),
  },
  version: 3,
  createdAt: '2026-11-01T05:00:00Z',
  createdBy: 'cbrf',
  updatedAt: '2026-11-10T06:30:00Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
} as Schemas['Profile'];

const SUMMARY = {
  _id: PROFILE._id,
  registrationNo: PROFILE.registrationNo,
  nameNe: PROFILE.nameNe,
  nameEn: PROFILE.nameEn ?? null,
  gender: PROFILE.gender,
  age: 12,
  palika: PROFILE.places.palika,
  wardNo: 5,
  primaryDisabilityType: PROFILE.primaryDisabilityType,
  severityClass: 'B',
  cardStatus: 'issued',
  cardNo: 'BRT-2083-044',
  status: 'active',
  registrationDate: '2026-11-01',
  deletedAt: null,
} as Schemas['ProfileSummary'];

export const Table: Story = {
  render: () => (
    <ProfilesTable
      rows={[
        SUMMARY,
        {
          ...SUMMARY,
          _id: '00000000-0000-4000-8000-000000000102',
          nameNe: 'राम थापा',
          nameEn: 'Ram Thapa',
          gender: 'male',
          severityClass: null,
          cardStatus: 'applied',
          cardNo: null,
        },
      ]}
      loading={false}
      columns={[...PROFILE_COLUMNS]}
      sort="registrationDate"
      order="desc"
      onSort={() => undefined}
      empty={null}
    />
  ),
};
export const Columns: Story = {
  render: () => (
    <ColumnChooser
      all={PROFILE_COLUMNS}
      fixed={FIXED_COLUMNS}
      chosen={['registrationNo', 'name', 'age']}
      labelPrefix="pwd.column"
      onChange={() => undefined}
    />
  ),
};
export const Details: Story = { render: () => <ProfileDetails profile={PROFILE} /> };
export const NewProfileForm: Story = {
  render: () => (
    <ProfileForm
      initial={emptyProfileValues({})}
      submitLabel="दर्ता"
      onSave={async () => undefined}
    />
  ),
};
export const EditProfileForm: Story = {
  render: () => (
    <ProfileForm
      initial={profileValuesOf(PROFILE)}
      submitLabel="सुरक्षित"
      onSave={async () => undefined}
    />
  ),
};
export const PossibleDuplicates: Story = {
  render: () => (
    <DuplicateWarning
      matches={[{ profile: SUMMARY, reasons: ['nameDobParentWard', 'card'] }]}
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
    <ProfileFilters
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
export const Services: Story = { render: () => <PersonServices pwdId={PROFILE._id} canRecord /> };
