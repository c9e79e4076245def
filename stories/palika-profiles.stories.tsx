import { useState } from 'react';
import { RecordFilters } from '@/client/components/record-screen/record-filters';
import { RecordTable } from '@/client/components/record-screen/record-table';
import { RowsTable } from '@/client/components/rows-table';
import { PALIKA_PROFILE_TABLE } from '@/client/features/palika/components/palika-profile-columns';
import { PalikaProfileDetails } from '@/client/features/palika/components/palika-profile-details';
import {
  PALIKA_PROFILE_FILTERS,
  type PalikaProfileFilterValues,
} from '@/client/features/palika/components/palika-profile-filters';
import { PalikaProfileForm } from '@/client/features/palika/components/palika-profile-form/palika-profile-form';
import {
  type PalikaProfile,
  palikaProfileValuesOf,
} from '@/client/features/palika/components/palika-profile-form/values';
import { type DataArgs, StoryRecord, recordStates } from './support/data-state';
import { WithDemoGeography } from './support/demo-places';
import { onAPhone } from './support/phone';
import { recordTableStory } from './support/record-table-story';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: {
    RowsTable,
    PalikaProfileDetails,
    RecordFilters,
    PalikaProfileForm,
    RecordTable,
  },
  title: 'Palika/Palika profiles',
  decorators: [(Story) => <WithDemoGeography>{<Story />}</WithDemoGeography>],
  parameters: {
    latinData: ['Biratnagar', 'Save', 'biratnagarmun', 'gov', 'np', 'info', 'https', 'DPRP', 'B1'],
  },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

const place = (id: number, name: string, nameNe: string) => ({ _id: id, code: null, name, nameNe });
const PROFILE: PalikaProfile = {
  _id: '00000000-0000-4000-8000-000000000030',
  palikaId: 60,
  code: '10405',
  nameEn: 'Biratnagar',
  nameNe: 'विराटनगर',
  palikaType: 'metropolitan',
  wardCount: 19,
  headquarters: 'विराटनगर',
  areaSqKm: 77,
  populationTotal: 244750,
  populationMale: 121600,
  populationFemale: 123100,
  populationOther: 50,
  populationSource: 'census_2078',
  populationYear: 2078,
  households: 56300,
  pwdCensusCount: 5105,
  website: 'https://biratnagarmun.gov.np',
  email: 'info@biratnagarmun.gov.np',
  phone: '021-470123',
  chiefName: 'नागेश कोइराला',
  deputyName: 'शिल्पा कार्की',
  caoName: 'राम थापा',
  focalPersonName: 'सरिता राई',
  focalPersonPhone: '9842000001',
  committeeFormedOn: '2019-03-01',
  idCardProcedureOn: '2020-07-15',
  ecologicalBelt: 'terai',
  cbrfs: [
    {
      name: 'सुनिता लिम्बु',
      phone: '9842000002',
      appointedOn: '2024-01-15',
      trainingCompleted: true,
      status: 'active',
    },
    { name: 'गीता राई', phone: null, appointedOn: null, trainingCompleted: null, status: 'left' },
  ],
  currentBatch: {
    _id: '00000000-0000-4000-8000-000000000031',
    code: 'B1',
    nameEn: 'DPRP Koshi batch 1',
    nameNe: 'डीपीआरपी कोशी ब्याच १',
  },
  wardsFilled: 12,
  filled: true,
  palika: place(60, 'Biratnagar', 'विराटनगर'),
  district: place(5, 'Morang', 'मोरंग'),
  province: place(1, 'Koshi Province', 'कोशी प्रदेश'),
  version: 3,
  createdAt: '2025-08-01T05:00:00.000Z',
  createdBy: null,
  updatedAt: '2026-01-10T05:00:00.000Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
};

export const Form: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={PROFILE} title="page.actualPalikaProfile">
      {(profile) => (
        <PalikaProfileForm
          initial={palikaProfileValuesOf(profile)}
          submitLabel="Save"
          onSave={async () => undefined}
        />
      )}
    </StoryRecord>
  ),
  parameters: { latinData: ['Save', 'biratnagarmun', 'gov', 'np', 'info', 'https'] },
};

/** A facilitator without a name and a census count above the population: both named on saving. */
export const FormRefused: Story = {
  render: () => (
    <PalikaProfileForm
      initial={{
        ...palikaProfileValuesOf(PROFILE),
        pwdCensusCount: '300000',
        cbrfs: [{ name: '', phone: '', appointedOn: '', trainingCompleted: '', status: 'active' }],
      }}
      submitLabel="Save"
      onSave={async () => {
        throw new Error('not sent');
      }}
    />
  ),
};

export const Details: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={PROFILE} title="page.actualPalikaProfile">
      {(record) => <PalikaProfileDetails profile={record} />}
    </StoryRecord>
  ),
};

export const Table: Story = recordTableStory(PALIKA_PROFILE_TABLE, {
  prefix: 'palikaProfile',
  rows: [PROFILE, { ...PROFILE, _id: 'x', currentBatch: null, filled: false }],
  sort: 'name',
});

export const Filters: Story = {
  render: function FiltersStory() {
    const [value, setValue] = useState<Record<string, unknown>>({ provinceId: 1, inBatch: true });
    return (
      <RecordFilters
        {...PALIKA_PROFILE_FILTERS}
        value={value as PalikaProfileFilterValues}
        onChange={(patch) => setValue({ ...value, ...patch })}
      />
    );
  },
};

/** A record's rows as read, an empty cell as a dash. */
export const RowsOfARecord: Story = {
  render: () => (
    <RowsTable
      caption="CBR"
      headers={['नाम', 'फोन']}
      rows={[
        ['सुनिता लिम्बु', '९८४२०००००२'],
        ['गीता राई', null],
      ]}
    />
  ),
  parameters: { latinData: ['CBR'] },
};
