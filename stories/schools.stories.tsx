import { useState } from 'react';
import { RecordFilters } from '@/client/components/record-screen/record-filters';
import { RecordTable } from '@/client/components/record-screen/record-table';
import { SCHOOL_TABLE } from '@/client/features/palika/components/school-columns';
import {
  SCHOOL_FILTERS,
  type SchoolFilterValues,
} from '@/client/features/palika/components/school-filters';
import { SchoolForm } from '@/client/features/palika/components/school-form/school-form';
import {
  emptySchoolValues,
  schoolValuesOf,
} from '@/client/features/palika/components/school-form/values';
import { SCHOOL_FIELDS } from '@/client/features/palika/school-fields';
import { FieldDetails } from '@/client/lib/records/field-views';
import {
  type DataArgs,
  lengthenNepali,
  StoryRecord,
  recordStates,
  textStates,
} from './support/data-state';
import { WithDemoGeography } from './support/demo-places';
import { onAPhone } from './support/phone';
import { recordTableStory } from './support/record-table-story';
import { SCHOOL } from './support/school-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: { FieldDetails, RecordFilters, SchoolForm, RecordTable },
  title: 'Palika/Schools',
  decorators: [(Story) => <WithDemoGeography>{<Story />}</WithDemoGeography>],
  parameters: { latinData: ['Shree', 'Janata', 'Secondary', 'School', 'Biratnagar', 'Save'] },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

const OWN = { provinceId: 1, districtId: 5, palikaId: 60 };

export const NewSchoolForm: Story = {
  render: () => (
    <SchoolForm
      initial={emptySchoolValues(OWN)}
      submitLabel="Save"
      onSave={async () => undefined}
    />
  ),
};

/** An institutional school without its form, and more girls with disabilities than girls: both named. */
export const SchoolFormRefused: Story = {
  ...textStates,
  render: ({ longNepali }) => {
    const values = schoolValuesOf(lengthenNepali(SCHOOL, longNepali), OWN);
    return (
      <SchoolForm
        initial={{
          ...values,
          schoolType: 'institutional',
          studentsFemale: '5',
        }}
        submitLabel="Save"
        onSave={async () => {
          throw new Error('not sent');
        }}
      />
    );
  },
};

export const Details: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={SCHOOL} title="page.schoolProfile">
      {(school) => <FieldDetails table={SCHOOL_FIELDS} row={school} />}
    </StoryRecord>
  ),
};

export const Table: Story = recordTableStory(SCHOOL_TABLE, {
  prefix: 'school',
  rows: [SCHOOL, { ...SCHOOL, _id: 'x', wardNo: 1, specialEducation: null, cwdEnrolled: [] }],
  sort: 'name',
});

export const Filters: Story = {
  render: function FiltersStory() {
    const [value, setValue] = useState<Record<string, unknown>>({
      ...OWN,
      specialEducation: 'resource_class',
    });
    return (
      <RecordFilters
        {...SCHOOL_FILTERS}
        value={value as SchoolFilterValues}
        onChange={(patch) => setValue({ ...value, ...patch })}
      />
    );
  },
};
