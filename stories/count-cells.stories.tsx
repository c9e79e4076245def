import { useState } from 'react';
import { CountCells } from '@/client/components/count-cells';
import type { Meta, StoryObj } from '@storybook/react-vite';

type Args = { sex: boolean; ageBands: string[]; error?: string };

/**
 * A count split by sex, by age band or both (participants of a group activity): one whole-number
 * box a cell, each labelled by its row and column, the total said. For one number, NumberInput.
 */
const meta: Meta<Args> = {
  component: CountCells as never,
  title: 'Components/CountCells',
  args: { sex: true, ageBands: ['0-17', '18-59', '60+'] },
  argTypes: {
    sex: { control: 'boolean' },
    ageBands: { control: 'check', options: ['0-17', '18-59', '60+'] },
    error: { control: 'text' },
  },
};
export default meta;
type Story = StoryObj<Args>;

function Cells({ sex, ageBands, error }: Args) {
  const [value, setValue] = useState<Record<string, unknown> | undefined>({
    'female:18-59': 4,
    female: 4,
  });
  return (
    <CountCells
      id="story-count"
      label="सहभागी"
      split={{ sex, ageBands }}
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

/** A count by sex and age band: one whole-number box a cell, each labelled by both. */
export const BySexAndAge: Story = { render: (args) => <Cells {...args} /> };
/** By sex only. */
export const BySex: Story = { ...BySexAndAge, args: { ageBands: [] } };
/** A count with an error under it. */
export const WithError: Story = {
  args: { ageBands: [], error: 'पूर्ण सङ्ख्या मात्र' },
  render: (args) => (
    <CountCells
      id="story-count-error"
      label="सहभागी"
      split={{ sex: args.sex, ageBands: args.ageBands }}
      value={{ male: 1.5 }}
      onChange={() => undefined}
      error={args.error}
    />
  ),
};
