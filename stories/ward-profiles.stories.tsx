import { Formik } from 'formik';
import { FormattedMessage } from 'react-intl';
import { FormNaming } from '@/client/components/form-fields';
import { wardRecords } from '@/client/features/palika/api/ward-records';
import { PlaceFields } from '@/client/features/palika/components/facility-form/place-fields';
import { ProfileFilters } from '@/client/features/palika/components/profile-filters';
import { ProfileScreen } from '@/client/features/palika/components/profile-screen';
import { WardDetails } from '@/client/features/palika/components/ward-details';
import { WardFilters } from '@/client/features/palika/components/ward-filters';
import {
  type Ward,
  wardBodyOf,
  wardValuesOf,
} from '@/client/features/palika/components/ward-form/values';
import { WardForm } from '@/client/features/palika/components/ward-form/ward-form';
import { WardsTable } from '@/client/features/palika/components/wards-table';
import { type DataArgs, StoryRecord, recordStates } from './support/data-state';
import { WithDemoGeography } from './support/demo-places';
import { onAPhone } from './support/phone';
import { profileTableStory } from './support/profile-table-story';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: {
    PlaceFields,
    ProfileFilters,
    ProfileScreen,
    WardDetails,
    WardFilters,
    WardForm,
    WardsTable,
  },
  title: 'Palika/Ward profiles',
  decorators: [(Story) => <WithDemoGeography>{<Story />}</WithDemoGeography>],
  parameters: { latinData: ['ward5', 'biratnagarmun', 'gov', 'np', 'Save'] },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

const place = (id: number, name: string, nameNp: string) => ({ _id: id, code: null, name, nameNp });
const WARD: Ward = {
  _id: '00000000-0000-4000-8000-000000000030',
  palikaId: 60,
  wardNo: 5,
  nameNe: null,
  officeAddress: 'रानी, बिराटनगर',
  officePhone: '021-525252',
  officeEmail: 'ward5@biratnagarmun.gov.np',
  chairName: 'राम बहादुर थापा',
  chairPhone: '9842000005',
  secretaryName: 'सुनिता यादव',
  secretaryPhone: null,
  areaSqKm: 4.2,
  populationTotal: 12000,
  populationMale: 5900,
  populationFemale: 6080,
  populationOther: 20,
  populationSource: 'census_2078',
  populationYear: 2078,
  households: 2900,
  pwdCensusCount: 264,
  tolesCount: 9,
  ecologicalBelt: 'terai',
  dprpCommitteeFormed: true,
  committeeFormedOn: '2024-01-15',
  fchvCount: 7,
  filled: true,
  palika: place(60, 'Biratnagar', 'बिराटनगर'),
  district: place(5, 'Morang', 'मोरंग'),
  version: 2,
  createdAt: '2025-08-01T05:00:00.000Z',
  createdBy: null,
  updatedAt: '2026-01-10T05:00:00.000Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
};
const EMPTY: Ward = {
  ...WARD,
  _id: 'w6',
  wardNo: 6,
  officeAddress: null,
  officePhone: null,
  officeEmail: null,
  chairName: null,
  chairPhone: null,
  secretaryName: null,
  populationTotal: null,
  populationMale: null,
  populationFemale: null,
  populationOther: null,
  populationSource: null,
  populationYear: null,
  households: null,
  pwdCensusCount: null,
  areaSqKm: null,
  tolesCount: null,
  ecologicalBelt: null,
  dprpCommitteeFormed: null,
  committeeFormedOn: null,
  fchvCount: 0,
  filled: false,
  version: 1,
};

export const Form: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={WARD} title="page.wardProfile">
      {(ward) => (
        <WardForm initial={wardValuesOf(ward)} submitLabel="Save" onSave={async () => undefined} />
      )}
    </StoryRecord>
  ),
};

/** Parts of the population that do not add up: a warning at the field, not a refusal. */
export const FormPartsDoNotAddUp: Story = {
  render: () => (
    <WardForm
      initial={{ ...wardValuesOf(WARD), populationOther: '500' }}
      submitLabel="Save"
      onSave={async () => undefined}
    />
  ),
};

export const Details: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={WARD} title="page.wardProfile">
      {(record) => <WardDetails ward={record} />}
    </StoryRecord>
  ),
};

export const Table: Story = profileTableStory(WardsTable, {
  prefix: 'ward',
  rows: [WARD, EMPTY],
  sort: 'ward',
});

export const Filters: Story = {
  render: () => (
    <WardFilters
      value={{ provinceId: 1, districtId: 5, palikaId: 60, filled: false }}
      onChange={() => undefined}
    />
  ),
};

/** Every profile list's filter panel: the place, the ward, then the kind's own filters. */
export const PlaceAndWardFilters: Story = {
  name: 'Profile filters',
  render: () => (
    <ProfileFilters
      prefix="ward"
      value={{ provinceId: 1, districtId: 5, palikaId: 60, wardNo: 5 }}
      onChange={() => undefined}
      chosen={[]}
    >
      <p>
        <FormattedMessage id="ward.list.help" />
      </p>
    </ProfileFilters>
  ),
};

/** A profile's screen for a reader who does not write profiles: the list only, no form. */
export const ScreenForAReader: Story = {
  name: 'Profile screen (reader)',
  render: () => (
    <ProfileScreen
      route="wardProfile"
      headingKey="page.wardProfile"
      prefix="ward"
      ofPlace
      records={wardRecords}
      nameOf={(w) => w.nameNe ?? ''}
      valuesOf={(w) => wardValuesOf(w)}
      bodyOf={wardBodyOf}
      form={(props) => <WardForm {...props} />}
      list={({ headingKey }) => (
        <h1>
          <FormattedMessage id={headingKey} />
        </h1>
      )}
    />
  ),
};

/** Where a profile is: the palika (only what the user's scope allows) and its ward. */
export const Place: Story = {
  render: () => (
    <Formik
      initialValues={{ provinceId: 1, districtId: 5, palikaId: 60, wardNo: '5' }}
      onSubmit={() => undefined}
    >
      <FormNaming.Provider value={{ prefix: 'ward' }}>
        <PlaceFields prefix="ward" />
      </FormNaming.Provider>
    </Formik>
  ),
};
