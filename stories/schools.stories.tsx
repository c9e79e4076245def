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
  type School,
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

const place = (id: number, name: string, nameNp: string) => ({ _id: id, code: null, name, nameNp });
const SCHOOL: School = {
  _id: '00000000-0000-4000-8000-000000000020',
  palikaId: 60,
  wardNo: 5,
  iemisCode: '1010105',
  nameNe: 'श्री जनता माध्यमिक विद्यालय',
  nameEn: 'Shree Janata Secondary School',
  schoolType: 'community',
  institutionalForm: null,
  religiousKind: null,
  levels: ['eced', 'basic_1_5', 'basic_6_8', 'secondary_9_10'],
  specialEducation: 'resource_class',
  resourceClassTypes: ['hearing', 'intellectual'],
  accessibility: ['ramp', 'accessible_toilet'],
  headTeacherName: 'हरि प्रसाद कोइराला',
  headTeacherPhone: '9852023456',
  smcChairName: 'गीता लिम्बु',
  smcChairPhone: '9842012345',
  studentsFemale: 230,
  studentsMale: 214,
  studentsOther: null,
  cwdEnrolled: [
    { disabilityType: 'hearing', female: 6, male: 7, other: 0 },
    { disabilityType: 'intellectual', female: 3, male: 5, other: 0 },
  ],
  teachersTrainedInclusive: 2,
  academicYearBs: 2082,
  latitude: null,
  longitude: null,
  palika: place(60, 'Biratnagar', 'बिराटनगर'),
  district: place(5, 'Morang', 'मोरंग'),
  version: 1,
  createdAt: '2025-08-01T05:00:00.000Z',
  createdBy: 'palika',
  updatedAt: '2025-08-01T05:00:00.000Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
};
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
