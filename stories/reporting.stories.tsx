import { FinalityText } from '@/client/features/dashboards/components/finality-line';
import { BoardTable } from '@/client/features/reporting/components/board-table';
import { InboxList } from '@/client/features/reporting/components/inbox-list';
import { MoveForm } from '@/client/features/reporting/components/move-form';
import { ReportActions } from '@/client/features/reporting/components/report-actions';
import { ReportHeading } from '@/client/features/reporting/components/report-heading';
import { ReportView } from '@/client/features/reporting/components/report-view';
import { StateBadge } from '@/client/features/reporting/components/state-badge';
import type { ReportMove, ReportState } from '@/shared/reporting/moves';
import {
  type DataArgs,
  StoryItems,
  StoryRecord,
  listStates,
  recordStates,
} from './support/data-state';
import { onAPhone } from './support/phone';
import { DISTRICT_BOARD, PALIKA_BOARD } from './support/reporting-boards';
import { FINALITY, INBOX, REPORTING_LATIN, reportIn } from './support/reporting-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Args = DataArgs & { phone: boolean; state: ReportState; moves: ReportMove[] };

/**
 * The reporting cycle's screens: the status board (a district's palikas with their states, a
 * province's districts with completeness and timeliness), a palika's period (status, the reader's
 * moves and reason box, live figures opening their records, what changed, history) and the inbox.
 */
const meta: Meta<Args> = {
  title: 'Reporting',
  subcomponents: {
    BoardTable,
    FinalityText,
    InboxList,
    MoveForm,
    ReportActions,
    ReportHeading,
    ReportView,
    StateBadge,
  },
  ...onAPhone,
  args: { phone: false, state: 'submitted', moves: ['return', 'approve'] },
  argTypes: {
    state: { control: 'inline-radio', options: ['open', 'submitted', 'approved', 'accepted'] },
    moves: { control: 'check', options: ['submit', 'return', 'approve', 'accept', 'reopen'] },
  },
  parameters: { latinData: REPORTING_LATIN },
};
export default meta;
type Story = StoryObj<Args>;

const move = async () => undefined;

const noPlace = <BoardTable board={{ ...PALIKA_BOARD, rows: [] }} />;

/** A district's palikas × periods: each cell a state, late and returned beside it. */
export const PalikaBoard: Story = {
  ...listStates,
  render: (args) => (
    <StoryItems {...args} rows={[PALIKA_BOARD]} empty={noPlace}>
      {([board]) => <BoardTable board={board} />}
    </StoryItems>
  ),
};
/** A province's districts: counts, completeness and timeliness per period. */
export const DistrictBoard: Story = {
  ...listStates,
  render: (args) => (
    <StoryItems {...args} rows={[DISTRICT_BOARD]} empty={noPlace}>
      {([board]) => <BoardTable board={board} />}
    </StoryItems>
  ),
};

const period = (args: Args) => (
  <StoryRecord {...args} record={reportIn(args.state, args.moves)} title="page.reportPeriod">
    {(report) => (
      <>
        <ReportHeading report={report} />
        <ReportView report={report} onMove={move} />
      </>
    )}
  </StoryRecord>
);

/** Submitted, as the district reads it: return (with a reason) or approve. */
export const Submitted: Story = { ...recordStates, render: period };
/** Open again after a return: the palika submits again; what changed since. */
export const Returned: Story = {
  args: { ...recordStates.args, state: 'open', moves: ['submit'] },
  argTypes: recordStates.argTypes,
  render: period,
};
/** Approved, as the province reads it: accept, return or reopen. */
export const Approved: Story = {
  args: { ...recordStates.args, state: 'approved', moves: ['return', 'accept', 'reopen'] },
  argTypes: recordStates.argTypes,
  render: period,
};
/** Accepted, as a reader who may do nothing with it. */
export const Accepted: Story = {
  args: { ...recordStates.args, state: 'accepted', moves: [] },
  argTypes: recordStates.argTypes,
  render: period,
};

/** The reason box of a return, after an empty try: the missing reason named in the reader's language. */
export const ReasonBox: Story = { render: () => <MoveForm move="return" onMove={move} /> };

/** The inbox: a submission to approve, a period returned, a target proposal. */
export const Inbox: Story = {
  ...listStates,
  render: (args) => (
    <StoryItems {...args} rows={[INBOX]} empty={<InboxList inbox={{ count: 0, items: [] }} />}>
      {([inbox]) => <InboxList inbox={inbox} />}
    </StoryItems>
  ),
};

/** Each state's badge, with late and returned. */
export const States: Story = {
  render: () => (
    <p className="flex flex-wrap gap-3">
      <StateBadge state="open" returned />
      <StateBadge state="submitted" late />
      <StateBadge state="approved" />
      <StateBadge state="accepted" />
    </p>
  ),
};

/** A dashboard's finality line: approved for 9 of 12 palikas in the period, and which are not yet. */
export const DashboardFinality: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <FinalityText finality={FINALITY} trimester={1} href="/reporting" />
      <FinalityText finality={FINALITY} href="/reporting" />
    </div>
  ),
};
