import { LockBadge, LockNotice, PeriodLockNotice } from '@/client/components/lock-notice';
import { RowLockBadge } from '@/client/components/record-screen/row-lock';
import { RefusalNotice } from '@/client/components/refusal-notice';
import { ApiError } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import { onAPhone } from './support/phone';
import { LOCK_PLACES, REPORTING_LATIN, lockOf } from './support/reporting-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Args = { state: 'submitted' | 'approved' | 'accepted'; compact: boolean; phone: boolean };

/**
 * The one lock vocabulary: why a record cannot change now (its palika's four-month period was
 * submitted, approved or accepted, by whom and when) and the way out (who to ask to return or
 * reopen it), with a link to the period. Use it wherever a save is refused with `periodLocked`
 * (RefusalNotice and FormFrame do so for every form) and, as the badge, on a locked list row.
 */
const meta: Meta<Args> = {
  title: 'Components/LockNotice',
  subcomponents: { LockNotice, LockBadge, RowLockBadge, PeriodLockNotice, RefusalNotice },
  ...onAPhone,
  args: { state: 'submitted', compact: false, phone: false },
  argTypes: {
    state: { control: 'inline-radio', options: ['submitted', 'approved', 'accepted'] },
  },
  parameters: { latinData: REPORTING_LATIN },
};
export default meta;
type Story = StoryObj<Args>;

function Notice({
  state,
  compact,
  partial = false,
}: Pick<Args, 'state' | 'compact'> & { partial?: boolean }) {
  const locale = useLocale();
  return (
    <LockNotice
      lock={lockOf(state)}
      places={LOCK_PLACES[locale]}
      compact={compact}
      partial={partial}
    />
  );
}

/** Submitted: ask the district to return it. */
export const Submitted: Story = { render: (args) => <Notice {...args} /> };
/** Approved: ask the district to reopen it, or the province to return it. */
export const Approved: Story = {
  args: { state: 'approved' },
  render: (args) => <Notice {...args} />,
};
/** Accepted: ask the province to reopen it. */
export const Accepted: Story = {
  args: { state: 'accepted' },
  render: (args) => <Notice {...args} />,
};
/** Without its title, where a form's summary already heads it. */
export const Compact: Story = { args: { compact: true }, render: (args) => <Notice {...args} /> };

/** The badge of a locked record on a list row, in each state. */
export const Badges: Story = {
  render: () => (
    <p className="flex gap-2">
      <LockBadge state="submitted" />
      <LockBadge state="approved" />
      <LockBadge state="accepted" />
    </p>
  ),
};

/**
 * A locked row of a list (services, persons, activity values): the badge opens why and the way
 * out, read when the reader opens it (names looked up; "…" with no server).
 */
export const RowBadges: Story = {
  render: () => (
    <ul className="flex flex-col gap-2">
      {(['submitted', 'approved', 'accepted'] as const).map((state) => (
        <li key={state}>
          <RowLockBadge lock={{ ...lockOf(state), partial: state === 'accepted' }} />
        </li>
      ))}
    </ul>
  ),
};
/** A person's lock: only the fields the figures count are held; names and phones stay editable. */
export const PersonPartly: Story = {
  args: { state: 'approved', compact: true },
  render: (args) => <Notice {...args} partial />,
};

const refused = (state: Args['state']) =>
  new ApiError(
    409,
    { message: { code: 'periodLocked', reason: 'locked', details: lockOf(state) } },
    'locked',
  );

/** A form's refused save: a locked period says why (names looked up; "…" with no server), anything else its message. */
export const AFormsRefusal: Story = {
  render: ({ state }) => (
    <div className="flex flex-col gap-3">
      <RefusalNotice error={refused(state)} />
      <RefusalNotice
        error={new ApiError(409, { message: { code: 'conflict', reason: 'x' } }, 'x')}
      />
    </div>
  ),
};
