import { PairCard } from '@/client/features/duplicates/components/pair-card';
import { PairList } from '@/client/features/duplicates/components/pair-list';
import { PairPerson } from '@/client/features/duplicates/components/pair-person';
import { type DataArgs, StoryItems, listStates } from './support/data-state';
import {
  DUPLICATE_LATIN,
  LOCKED_PAIR,
  MERGED_PAIR,
  NOT_DUPLICATE_PAIR,
  OPEN_PAIR,
} from './support/duplicate-fixtures';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Args = DataArgs & { phone: boolean };

/**
 * The same person in two places (issue 40 §3): the super admin's candidate pairs, each side by
 * side: open (not a duplicate, or keep one), locked by a period, marked not a duplicate, merged.
 */
const meta: Meta<Args> = {
  title: 'Possible duplicates',
  subcomponents: { PairCard, PairList, PairPerson },
  ...onAPhone,
  args: { phone: false },
  parameters: { latinData: DUPLICATE_LATIN },
};
export default meta;
type Story = StoryObj<Args>;

const decide = () => undefined;

/** An open pair: mark it not a duplicate, or merge keeping either person. */
export const OpenPair: Story = { render: () => <PairCard pair={OPEN_PAIR} onDecide={decide} /> };

/** A pair one of whose persons counts in an approved period: flagged, no merge offered. */
export const Locked: Story = { render: () => <PairCard pair={LOCKED_PAIR} onDecide={decide} /> };

/** A pair marked not a duplicate: who decided, and when. */
export const NotDuplicate: Story = {
  render: () => <PairCard pair={NOT_DUPLICATE_PAIR} onDecide={decide} />,
};

/** A merged pair: the person kept, with the other's services. */
export const Merged: Story = { render: () => <PairCard pair={MERGED_PAIR} onDecide={decide} /> };

/** The list of a state, with its empty, loading and failed states. */
export const List: Story = {
  ...listStates,
  render: (args) => (
    <StoryItems
      {...args}
      rows={[OPEN_PAIR, LOCKED_PAIR]}
      empty={<PairList pairs={[]} onDecide={decide} />}
    >
      {(pairs) => <PairList pairs={pairs} onDecide={decide} />}
    </StoryItems>
  ),
};
