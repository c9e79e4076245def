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
import type { Schemas } from '@/shared/api/types';
import { DPRP_SCHEDULE } from '@/shared/programme/enums';
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

const place = (id: number, name: string, nameNp: string) => ({ _id: id, code: null, name, nameNp });
type Member = Schemas['BatchMember'];
const member = (id: number, name: string, nameNp: string, extra: Partial<Member> = {}): Member => ({
  palikaId: id,
  joinedOn: '2023-07-17',
  exitedOn: null,
  agreementNo: `KOSHI-DPRP-B2-${id}`,
  agreementDate: '2023-07-17',
  status: 'active',
  palika: place(id, name, nameNp),
  district: place(5, 'Morang', 'मोरंग'),
  phase: 'technical_support',
  ...extra,
});

const BATCH: Schemas['Batch'] = {
  _id: '00000000-0000-4000-8000-000000000002',
  code: 'KOSHI-DPRP-B2',
  nameEn: 'Batch 2, DPRP 2.0 (FY 2080/81)',
  nameNe: 'दोस्रो ब्याच, डीपीआरपी २.० (आ.व. २०८०/८१)',
  batchType: 'palika_cohort',
  programmeName: 'Disability Prevention and Rehabilitation Program (DPRP)',
  provinceId: 1,
  selectingAuthority: 'MoSD Koshi – DPRP Directive Committee',
  callForProposalDate: '2023-05-03',
  entryFiscalYear: 2080,
  startDate: '2023-07-17',
  plannedEndDate: '2027-12-31',
  actualEndDate: null,
  phaseSchedule: [...DPRP_SCHEDULE],
  costShare: { province: 33.3, palika: 33.3, partner: 33.4 },
  status: 'active',
  description: null,
  members: [
    member(60, 'Biratnagar', 'बिराटनगर'),
    member(53, 'Belbari', 'बेलबारी', {
      status: 'withdrawn',
      exitedOn: '2025-01-14',
      phase: 'exited',
    }),
  ],
  memberCount: 1,
  province: place(1, 'Koshi Province', 'कोशी प्रदेश'),
  version: 3,
  createdAt: '2023-07-10T05:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2025-01-14T05:00:00.000Z',
  updatedBy: 'admin',
  deletedAt: null,
  deleteReason: null,
};

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
