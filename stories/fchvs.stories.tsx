import { useQueryClient } from '@tanstack/react-query';
import { Formik } from 'formik';
import { useState } from 'react';
import { FormNaming } from '@/client/components/form-fields';
import { RecordFilters } from '@/client/components/record-screen/record-filters';
import { RecordListScreen } from '@/client/components/record-screen/record-list-screen';
import { RecordTable } from '@/client/components/record-screen/record-table';
import { fchvRecords } from '@/client/features/palika/api/fchv-records';
import { FCHV_TABLE } from '@/client/features/palika/components/fchv-columns';
import { FchvDetails } from '@/client/features/palika/components/fchv-details';
import {
  FCHV_FILTERS,
  type FchvFilterValues,
} from '@/client/features/palika/components/fchv-filters';
import { FchvForm } from '@/client/features/palika/components/fchv-form/fchv-form';
import { TrainingEditor } from '@/client/features/palika/components/fchv-form/training-editor';
import {
  emptyFchvValues,
  fchvValuesOf,
} from '@/client/features/palika/components/fchv-form/values';
import { RetirementNotice } from '@/client/features/palika/components/retirement-notice';
import type { Schemas } from '@/shared/api/types';
import {
  type DataArgs,
  StoryRecord,
  lengthenNepali,
  listResult,
  listStates,
  recordStates,
  textStates,
} from './support/data-state';
import { WithDemoGeography } from './support/demo-places';
import { SITA } from './support/fchv-fixtures';
import { onAPhone } from './support/phone';
import { recordTableStory } from './support/record-table-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';

const meta: Meta = {
  ...onAPhone,
  subcomponents: {
    FchvDetails,
    RecordFilters,
    FchvForm,
    TrainingEditor,
    RecordTable,
    RecordListScreen,
    RetirementNotice,
  },
  title: 'Palika/FCHVs',
  decorators: [(Story) => <WithDemoGeography>{<Story />}</WithDemoGeography>],
  parameters: {
    latinData: ['Sita', 'Kumari', 'Rai', 'Biratnagar', 'Ward', 'Health', 'Post', 'DPRP', 'B2'],
  },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

const OWN = { provinceId: 1, districtId: 5, palikaId: 60 };

/** The FCHV lists the stories' components ask for, answered from the cache (no server in a story). */
function WithFchvs({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [ready] = useState(() => {
    client.setQueryDefaults(fchvRecords.keys.all, { staleTime: Infinity });
    client.setQueryData(
      fchvRecords.keys.list({ palikaId: 60, retirement: 'due', pageSize: 1 } as never),
      { items: [SITA], total: 3, page: 1, pageSize: 1 },
    );
    return true;
  });
  return ready ? children : null;
}

export const NewFchvForm: Story = {
  render: () => (
    <FchvForm initial={emptyFchvValues(OWN)} submitLabel="Save" onSave={async () => undefined} />
  ),
  parameters: { latinData: ['Save'] },
};

/** A training without its date, a status without its date, and an appointment before she was 18. */
export const FchvFormRefused: Story = {
  ...textStates,
  render: ({ longNepali }) => (
    <FchvForm
      initial={{
        ...fchvValuesOf(lengthenNepali(SITA, longNepali), OWN),
        appointmentYear: '2030',
        status: 'resigned',
        trainings: [{ trainingType: 'refresher', date: '', days: '', organiser: '', cohort: '' }],
      }}
      submitLabel="Save"
      onSave={async () => {
        throw new Error('not sent');
      }}
    />
  ),
  parameters: { latinData: ['Save', 'Sita', 'Kumari', 'Rai', 'DPRP', 'B2'] },
};

export const Trainings: Story = {
  render: () => (
    <Formik initialValues={fchvValuesOf(SITA, OWN)} onSubmit={() => undefined}>
      <FormNaming.Provider value={{ prefix: 'fchv' }}>
        <TrainingEditor />
      </FormNaming.Provider>
    </Formik>
  ),
};

export const DetailsDueToRetire: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={SITA} title="page.fchvProfile">
      {(fchv) => <FchvDetails fchv={fchv} />}
    </StoryRecord>
  ),
};

export const Table: Story = recordTableStory(FCHV_TABLE, {
  prefix: 'fchv',
  rows: [SITA, { ...SITA, _id: 'x', retirement: null, retirementDate: '2040-01-01', age: 46 }],
  sort: 'ward',
});

export const Filters: Story = {
  render: function FiltersStory() {
    const [value, setValue] = useState<Record<string, unknown>>({ ...OWN, retirement: 'due' });
    return (
      <RecordFilters
        {...FCHV_FILTERS}
        value={value as FchvFilterValues}
        onChange={(patch) => setValue({ ...value, ...patch })}
      />
    );
  },
};

export const RetirementsDue: Story = {
  render: () => (
    <WithFchvs>
      <RetirementNotice filters={{ palikaId: 60 }} onShow={() => undefined} />
    </WithFchvs>
  ),
};

/** Every profile's list screen: heading, filters, the record opened, the list. */
export const ProfileListStory: Story = {
  ...listStates,
  name: 'Profile list',
  render: ({ data = 'filled', longNepali }) => (
    <RecordListScreen<Schemas['Fchv']>
      prefix="fchv"
      headingKey="page.fchvProfile"
      canWrite
      hrefOf={() => '/story'}
      list={{
        params: new URLSearchParams(data === 'filled' ? 'open=1' : ''),
        filtered: false,
        page: 1,
        columns: [],
        setParams: () => undefined,
        setPage: () => undefined,
        setColumns: () => undefined,
      }}
      result={listResult(data, [lengthenNepali(SITA, longNepali)])}
      opened={
        data === 'filled'
          ? { data: lengthenNepali(SITA, longNepali), error: null }
          : { error: null }
      }
      records={{
        useHistory: () => ({ data: { items: [] }, isLoading: false }),
        useDelete: () => ({ mutateAsync: async () => SITA }),
        useRestore: () => ({ mutateAsync: async () => SITA }),
      }}
      nameOf={(f) => f.nameNe}
      enumFields={{}}
      filters={null}
      details={(f) => <FchvDetails fchv={f} />}
      exporter={{ header: [], loadChunk: async () => ({ rows: [], total: 0, next: null }) }}
      table={(slots) => (
        <RecordTable
          {...FCHV_TABLE}
          {...slots}
          sorting={{ onSort: () => undefined }}
          onOpen={() => undefined}
        />
      )}
    />
  ),
};
