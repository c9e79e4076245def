import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '@/client/components/button-link';
import { FactList } from '@/client/components/fact-list';
import { OpenedRecord } from '@/client/components/opened-record';
import { RecordEntry } from '@/client/components/record-entry';
import { RecordFilters } from '@/client/components/record-screen/record-filters';
import { RecordTable } from '@/client/components/record-screen/record-table';
import { FACILITY_TABLE } from '@/client/features/palika/components/facility-columns';
import {
  FACILITY_FILTERS,
  type FacilityFilterValues,
} from '@/client/features/palika/components/facility-filters';
import { FacilityForm } from '@/client/features/palika/components/facility-form/facility-form';
import {
  type Facility,
  emptyFacilityValues,
  facilityBodyOf,
  facilityValuesOf,
} from '@/client/features/palika/components/facility-form/values';
import { FACILITY_FIELDS } from '@/client/features/palika/facility-fields';
import { FieldDetails } from '@/client/lib/records/field-views';
import type { Schemas } from '@/shared/api/types';
import { type DataArgs, StoryRecord, recordStates } from './support/data-state';
import { WithDemoGeography } from './support/demo-places';
import { HEALTH_POST } from './support/facility-fixtures';
import { onAPhone } from './support/phone';
import { recordTableStory } from './support/record-table-story';
import type { Meta, StoryObj } from '@storybook/react-vite';

const FACILITY_WORDS = ['Biratnagar', 'Ward', 'Health', 'Post', 'Morang', 'example', 'org', 'hp'];
const meta: Meta = {
  ...onAPhone,
  subcomponents: {
    ButtonLink,
    FactList,
    OpenedRecord,
    RecordEntry,
    RecordTable,
    FieldDetails,
    RecordFilters,
    FacilityForm,
  },
  title: 'Palika/Health facilities',
  decorators: [(Story) => <WithDemoGeography>{<Story />}</WithDemoGeography>],
  parameters: {
    latinData: [...FACILITY_WORDS, 'HP05', 'hp.biratnagar5@example.org', 'aB3dE5gH7jK'],
  },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

const OWN = { provinceId: 1, districtId: 5, palikaId: 60 };

const HISTORY: Schemas['AuditEntry'][] = [
  {
    id: 2,
    at: '2026-01-10T05:00:00.000Z',
    actor: 'cbrf',
    viaGroup: null,
    action: 'update',
    before: { services: ['immunization'] },
    after: { services: HEALTH_POST.services },
  },
];
/** What the opened record's buttons call: nothing is sent anywhere in a story. */
const STORY_RECORDS = {
  useHistory: () => ({ data: { items: HISTORY }, isLoading: false }),
  useDelete: () => ({ mutateAsync: async () => HEALTH_POST }),
  useRestore: () => ({ mutateAsync: async () => HEALTH_POST }),
  useRecord: () => ({ data: undefined, isLoading: false, error: null }),
  useCreate: () => ({ mutateAsync: async () => HEALTH_POST }),
  useUpdate: () => ({ mutateAsync: async () => HEALTH_POST }),
  fetchRecord: async () => HEALTH_POST,
};

export const NewFacilityForm: Story = {
  render: () => (
    <FacilityForm
      initial={emptyFacilityValues(OWN)}
      submitLabel="Save"
      onSave={async () => undefined}
    />
  ),
  parameters: { latinData: ['Save'] },
};

/** A hospital with no beds and a malformed DHIS2 ID: both named at their fields on the first save. */
export const FacilityFormRefused: Story = {
  render: () => (
    <FacilityForm
      initial={{
        ...facilityValuesOf(HEALTH_POST, OWN),
        facilityType: 'primary_hospital',
        dhis2Uid: '12-bad',
      }}
      submitLabel="Save"
      onSave={async () => {
        throw new Error('not sent');
      }}
    />
  ),
  parameters: {
    latinData: [...FACILITY_WORDS, 'Save', 'HP05', 'bad', 'hp.biratnagar5@example.org'],
  },
};

export const Details: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={HEALTH_POST} title="page.healthFacilityProfile">
      {(record) => <FieldDetails table={FACILITY_FIELDS} row={record} />}
    </StoryRecord>
  ),
};

export const Opened: Story = {
  render: () => (
    <OpenedRecord
      record={HEALTH_POST}
      title={HEALTH_POST.nameNe}
      records={STORY_RECORDS}
      canWrite
      editHref="/story?edit=1"
      onClose={() => undefined}
      fieldLabel={(key) => key}
    >
      <FieldDetails table={FACILITY_FIELDS} row={HEALTH_POST} />
    </OpenedRecord>
  ),
};

export const OpenedDeleted: Story = {
  render: () => (
    <OpenedRecord
      record={{ ...HEALTH_POST, deletedAt: '2026-02-01T05:00:00.000Z', deleteReason: 'दोहोरो' }}
      title={HEALTH_POST.nameNe}
      records={STORY_RECORDS}
      canWrite
      canRestore
      editHref="/story?edit=1"
      onClose={() => undefined}
      fieldLabel={(key) => key}
    >
      <FactList facts={[['HMIS', HEALTH_POST.hmisCode]]} />
    </OpenedRecord>
  ),
  parameters: { latinData: ['HMIS', 'HP05'] },
};

export const Table: Story = recordTableStory(FACILITY_TABLE, {
  prefix: 'facility',
  rows: [HEALTH_POST, { ...HEALTH_POST, _id: 'x', wardNo: 1, services: [] }],
  sort: 'name',
});

export const Filters: Story = {
  render: function FiltersStory() {
    const [value, setValue] = useState<Record<string, unknown>>({
      ...OWN,
      facilityType: 'health_post',
    });
    return (
      <RecordFilters
        {...FACILITY_FILTERS}
        value={value as FacilityFilterValues}
        onChange={(patch) => setValue({ ...value, ...patch })}
      />
    );
  },
};

/** A new record's entry for any kind: the heading, the kind's form and its save. */
export const Entry: Story = {
  render: () => (
    <RecordEntry
      records={STORY_RECORDS}
      prefix="facility"
      titleOf={(f: Facility) => f.nameNe}
      emptyValues={emptyFacilityValues(OWN)}
      valuesOf={(f) => facilityValuesOf(f, OWN)}
      bodyOf={facilityBodyOf}
      form={(props) => <FacilityForm {...props} />}
      onSaved={() => undefined}
    />
  ),
};

export const LinkAsButton: Story = {
  name: 'Button link',
  render: () => (
    <ButtonLink href="/story?new=1">
      <FormattedMessage id="facility.new" />
    </ButtonLink>
  ),
};
