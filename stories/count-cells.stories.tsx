import { useState } from 'react';
import { CountCells } from '@/client/components/count-cells';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = { component: CountCells, title: 'Components/CountCells' };
export default meta;
type Story = StoryObj;

function Cells({ sex, ageBands }: { sex: boolean; ageBands: string[] }) {
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
    />
  );
}

/** A count by sex and age band: one whole-number box a cell, each labelled by both. */
export const BySexAndAge: Story = {
  render: () => <Cells sex ageBands={['0-17', '18-59', '60+']} />,
};
/** By sex only. */
export const BySex: Story = { render: () => <Cells sex ageBands={[]} /> };
/** A count with an error under it. */
export const WithError: Story = {
  render: () => (
    <CountCells
      id="story-count-error"
      label="सहभागी"
      split={{ sex: true, ageBands: [] }}
      value={{ male: 1.5 }}
      onChange={() => undefined}
      error="पूर्ण सङ्ख्या मात्र"
    />
  ),
};
