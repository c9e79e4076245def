import { Formik } from 'formik';
import { RecordTable } from '@/client/components/record-screen/record-table';
import { BATCH_TABLE } from '@/client/features/programme/components/batch-columns';
import { BatchDetails } from '@/client/features/programme/components/batch-details';
import { BatchForm } from '@/client/features/programme/components/batch-form/batch-form';
import { MemberEditor } from '@/client/features/programme/components/batch-form/member-editor';
import {
  type BatchFormValues,
  emptyBatchValues,
} from '@/client/features/programme/components/batch-form/values';
import { BATCH } from './support/batch-fixtures';
import {
  type DataArgs,
  StoryList,
  StoryRecord,
  listStates,
  recordStates,
} from './support/data-state';
import { WithDemoGeography } from './support/demo-places';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: { BatchDetails, BatchForm, MemberEditor, RecordTable },
  title: 'Programme/Batches',
  decorators: [(Story) => <WithDemoGeography>{<Story />}</WithDemoGeography>],
  parameters: {
    latinData: [
      'KOSHI',
      'DPRP',
      'B2',
      'Disability',
      'Prevention',
      'and',
      'Rehabilitation',
      'Program',
      'MoSD',
      'Koshi',
      'Directive',
      'Committee',
      'Biratnagar',
      'Morang',
      'Sundar',
      'Haraicha',
      'Belbari',
    ],
  },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

const EDITING: BatchFormValues = {
  ...emptyBatchValues(2080),
  provinceId: '1',
  startDate: '2023-07-17',
  members: [
    {
      palikaId: 60,
      name: 'Biratnagar (Morang)',
      joinedOn: '2023-07-17',
      exitedOn: '',
      agreementNo: '',
      agreementDate: '',
      status: 'active',
    },
  ],
};

/** The member editor: a district's palikas not yet in the batch, added several at once. */
export const MemberEditorStory: Story = {
  name: 'Member editor',
  render: () => (
    <Formik initialValues={EDITING} onSubmit={() => undefined}>
      <MemberEditor clashes={{}} />
    </Formik>
  ),
};

/** A palika the server refused: already in another running batch of the programme. */
export const MemberTaken: Story = {
  render: () => (
    <Formik
      initialValues={EDITING}
      initialErrors={{ members: [{ palikaId: 'field.inOtherBatch' }] } as never}
      onSubmit={() => undefined}
    >
      <MemberEditor clashes={{ 'members.0.palikaId': 'KOSHI-DPRP-B2' }} />
    </Formik>
  ),
};

export const NewBatchForm: Story = {
  render: () => (
    <BatchForm
      initial={emptyBatchValues(2083)}
      fiscalYears={[2084, 2083, 2082]}
      submitLabel="Save"
      onSave={async () => undefined}
    />
  ),
  parameters: {
    latinData: [
      'Disability',
      'Prevention',
      'and',
      'Rehabilitation',
      'Program',
      'DPRP',
      'Save',
      'KOSHI',
      'B2',
    ],
  },
};

export const Details: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={BATCH} title="page.batchProfileList">
      {(record) => <BatchDetails batch={record} />}
    </StoryRecord>
  ),
};

export const Table: Story = {
  ...listStates,
  render: (args) => (
    <StoryList {...args} prefix="batch" rows={[BATCH]}>
      {(slots) => <RecordTable {...BATCH_TABLE} {...slots} onOpen={() => undefined} />}
    </StoryList>
  ),
};
