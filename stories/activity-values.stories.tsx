import { ValueForm } from '@/client/features/programme/components/value-form/value-form';
import { emptyValueValues } from '@/client/features/programme/components/value-form/values';
import { GridCell } from '@/client/features/programme/components/value-grid/grid-cell';
import type { CellState } from '@/client/features/programme/components/value-grid/use-cell-saves';
import { ValueGrid } from '@/client/features/programme/components/value-grid/value-grid';
import { ValueTotals } from '@/client/features/programme/components/value-totals';
import type { Schemas } from '@/shared/api/types';
import { ACTIVITY_ATTRIBUTES } from './support/attribute-fixtures';
import { type DataArgs, StoryRecord, recordStates } from './support/data-state';
import { onAPhone } from './support/phone';
import { REPORTING_LATIN, lockOf } from './support/reporting-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = {
  ...onAPhone,
  subcomponents: { ValueForm, GridCell, ValueGrid, ValueTotals },
  title: 'Programme/Activity values',
  parameters: { latinData: ['AD', 'WHEEL', 'HEAR'] },
};
export default meta;
type Story = StoryObj<Partial<DataArgs>>;

type Activity = Schemas['Activity'];
const activity = (id: string, code: string, nameNe: string, level: number): Activity => ({
  _id: id,
  palikaId: 60,
  fiscalYear: 2083,
  parentId: level === 1 ? null : 'a1',
  level,
  levelReason: null,
  sortOrder: 0,
  code,
  nameNe,
  nameEn: null,
  serviceCategoryId: null,
  venueType: null,
  venueId: null,
  venueName: null,
  venue: null,
  batchId: null,
  responsibleRole: 'cbrf',
  plannedStart: null,
  plannedEnd: null,
  actualStart: null,
  actualEnd: null,
  unit: 'item',
  budgetNpr: 150_000,
  budgetHead: null,
  fundingSource: 'cost_share',
  plannedOutputT1: 5,
  plannedOutputT2: 5,
  plannedOutputT3: 5,
  status: 'ongoing',
  progressNote: null,
  templateId: null,
  attributeIds: [2, 4],
  childBudget: null,
  overBudget: false,
  category: null,
  palika: { _id: 60, code: null, name: 'Biratnagar', nameNe: 'बिराटनगर' },
  version: 1,
  createdAt: '2026-07-20T05:00:00.000Z',
  createdBy: 'palika',
  updatedAt: '2026-07-20T05:00:00.000Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
});
const ACTIVITIES = [
  activity('a1', 'AD', 'सहायक सामग्री वितरण', 1),
  activity('a2', 'AD.WHEEL', 'ह्वीलचेयर वितरण', 2),
  activity('a3', 'AD.HEAR', 'श्रवण यन्त्र वितरण', 2),
];

const STATES: CellState[] = [
  { kind: 'idle' },
  { kind: 'saving' },
  { kind: 'saved' },
  { kind: 'error', message: 'value.grid.notNumber' },
];

/** A cell in each of its states: as loaded, saving, saved, refused with the reason. */
export const CellStates: Story = {
  render: () => (
    <div className="grid max-w-md grid-cols-2 gap-4">
      {STATES.map((state, i) => (
        <GridCell
          key={state.kind}
          id={`cell-${state.kind}`}
          label={`${state.kind} cell`}
          initial={state.kind === 'error' ? 'दुई' : '४'}
          numeric
          state={state}
          row={i}
          column={0}
          onCommit={() => undefined}
        />
      ))}
    </div>
  ),
};

/** The grid of a period: one row saved, one saving, one refused. */
export const Grid: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={ACTIVITIES} title="page.activityAttributesEntry">
      {(activities) => (
        <ValueGrid
          activities={activities}
          caption="२०८३/८४ को उपलब्धि"
          recordOf={() => undefined}
          stateOf={(id, field) =>
            field !== 'achievedOutput'
              ? { kind: 'idle' }
              : id === 'a1'
                ? { kind: 'saved' }
                : id === 'a2'
                  ? { kind: 'saving' }
                  : { kind: 'error', message: 'field.required' }
          }
          onSave={() => undefined}
          lastChange={{ activityId: 'a1', field: 'achievedOutput', state: { kind: 'saved' } }}
        />
      )}
    </StoryRecord>
  ),
};

const TOTALS: Schemas['ActivityValueTotals'] = {
  records: 42,
  activities: 12,
  achievedOutput: 318,
  expenditureNpr: 1_250_000,
  participantsMale: 140,
  participantsFemale: 171,
  participantsOther: 2,
  attributes: [
    {
      code: 'pwd_participants_by_age',
      labelEn: 'Participants with disabilities, by age',
      labelNe: 'अपाङ्गता भएका सहभागी, उमेर अनुसार',
      aggregation: 'sum',
      value: 57,
      cells: { 'female:18-59': 21, 'male:0-17': 36 },
    },
    {
      code: 'satisfied_percent',
      labelEn: 'Participants satisfied',
      labelNe: 'सन्तुष्ट सहभागी',
      aggregation: 'avg',
      value: 86.5,
      cells: {},
    },
  ],
};

/** Totals of a filtered set: figures, then each attribute by its own rule. */
export const Totals: Story = {
  ...recordStates,
  render: (args) => (
    <StoryRecord {...args} record={TOTALS} title="page.activityAttributesView">
      {(totals) => <ValueTotals totals={totals} />}
    </StoryRecord>
  ),
};

/** One value, with the chosen activity's attributes. */
export const OneValue: Story = {
  render: () => (
    <ValueForm
      initial={emptyValueValues(60, 'a2', '2026-09-15')}
      activities={ACTIVITIES}
      attributes={ACTIVITY_ATTRIBUTES}
      wardCount={19}
      submitLabel="सुरक्षित"
      onSave={async () => undefined}
    />
  ),
};

/** A value of an accepted period opened to edit: locked whole, read-only, its save not offered. */
export const LockedValue: Story = {
  parameters: { latinData: ['AD', 'WHEEL', 'HEAR', ...REPORTING_LATIN] },
  render: () => (
    <ValueForm
      initial={emptyValueValues(60, 'a2', '2026-09-15')}
      activities={ACTIVITIES}
      attributes={ACTIVITY_ATTRIBUTES}
      wardCount={19}
      submitLabel="सुरक्षित"
      periodLock={{ ...lockOf('accepted'), partial: false }}
      onSave={async () => undefined}
    />
  ),
};
