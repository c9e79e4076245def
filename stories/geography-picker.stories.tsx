import { useState } from 'react';
import { GeographyPicker, type PlaceSelection } from '@/client/components/geography-picker';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * Province › district › palika (› ward) as linked choices, limited to the reader's area; a choice
 * clears those below it. For finding a place by name, PlaceSearch.
 */
const meta: Meta<typeof GeographyPicker> = {
  title: 'Components/GeographyPicker',
  component: GeographyPicker,
  args: { depth: 'ward' },
  argTypes: { depth: { control: 'inline-radio', options: ['palika', 'ward'] } },
};
export default meta;
type Story = StoryObj<typeof GeographyPicker>;

/** Places come from the running server (/api/geography); without one the lists hold only "All". */
function Controlled({ depth }: { depth?: 'palika' | 'ward' }) {
  const [value, setValue] = useState<PlaceSelection>({});
  return <GeographyPicker idPrefix="story-place" depth={depth} value={value} onChange={setValue} />;
}

/** Choose how deep it goes in the controls. */
export const Empty: Story = { render: (args) => <Controlled depth={args.depth} /> };
