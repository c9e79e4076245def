import { useQueryClient } from '@tanstack/react-query';
import { Formik } from 'formik';
import { type ReactNode, useState } from 'react';
import { FormNaming } from '@/client/components/form-fields';
import { RecordFilters } from '@/client/components/record-screen/record-filters';
import { RecordScreen } from '@/client/components/record-screen/record-screen';
import { RecordTable } from '@/client/components/record-screen/record-table';
import { wardRecords } from '@/client/features/palika/api/ward-records';
import { PlaceFields } from '@/client/features/palika/components/facility-form/place-fields';
import { WARD_TABLE } from '@/client/features/palika/components/ward-columns';
import {
  WARD_FILTERS,
  type WardFilterValues,
} from '@/client/features/palika/components/ward-filters';
import { wardBodyOf, wardValuesOf } from '@/client/features/palika/components/ward-form/values';
import { WardForm } from '@/client/features/palika/components/ward-form/ward-form';
import { WARD_LIST } from '@/client/features/palika/pages/ward-list';
import { WARD_FIELDS } from '@/client/features/palika/ward-fields';
import { FieldDetails } from '@/client/lib/records/field-views';
import { type DataArgs, StoryRecord, recordStates } from './support/data-state';
import { WithDemoGeography } from './support/demo-places';
import { onAPhone } from './support/phone';
import { recordTableStory } from './support/record-table-story';
import { EMPTY, WARD } from './support/ward-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: {
    PlaceFields,
    RecordFilters,
    RecordScreen,
    FieldDetails,
    WardForm,
    RecordTable,
  },
  title: 'Palika/Ward profiles',
  decorators: [(Story) => <WithDemoGeography>{<Story />}</WithDemoGeography>],
  parameters: { latinData: ['ward5', 'biratnagarmun', 'gov', 'np', 'Save'] },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

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
      {(record) => <FieldDetails table={WARD_FIELDS} row={record} />}
    </StoryRecord>
  ),
};

export const Table: Story = recordTableStory(WARD_TABLE, {
  prefix: 'ward',
  rows: [WARD, EMPTY],
  sort: 'ward',
});

export const Filters: Story = {
  render: () => (
    <RecordFilters
      {...WARD_FILTERS}
      value={{ provinceId: 1, districtId: 5, palikaId: 60, filled: false } as WardFilterValues}
      onChange={() => undefined}
    />
  ),
};

/** Every profile list's filter panel: the place, the ward, then the kind's own filters. */
export const PlaceAndWardFilters: Story = {
  name: 'Profile filters',
  render: () => (
    <RecordFilters
      prefix="ward"
      place={{ ward: true }}
      filters={[]}
      value={{ provinceId: 1, districtId: 5, palikaId: 60, wardNo: 5 }}
      onChange={() => undefined}
    />
  ),
};

/** The wards' list the screen asks for, answered from the cache (no server in a story). */
function WithWards({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [ready] = useState(() => {
    client.setQueryDefaults(wardRecords.keys.all, { staleTime: Infinity });
    client.setQueryData(wardRecords.keys.list({ pageSize: 25 } as never), {
      items: [WARD, EMPTY],
      total: 2,
      page: 1,
      pageSize: 25,
    });
    return true;
  });
  return ready ? children : null;
}

/** A profile's screen for a reader who does not write profiles: the list only, no form. */
export const ScreenForAReader: Story = {
  name: 'Profile screen (reader)',
  render: () => (
    <WithWards>
      <RecordScreen
        route="wardProfile"
        headingKey="page.wardProfile"
        canWrite={false}
        prefix="ward"
        ofPlace
        records={wardRecords}
        nameOf={(w) => w.nameNe ?? ''}
        valuesOf={(w) => wardValuesOf(w)}
        bodyOf={wardBodyOf}
        form={(props) => <WardForm {...props} />}
        list={WARD_LIST}
      />
    </WithWards>
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
