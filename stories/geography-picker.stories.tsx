import { useState } from 'react';
import { GeographyPicker, type PlaceSelection } from '@/client/components/geography-picker';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof GeographyPicker> = {
  title: 'Components/GeographyPicker',
  component: GeographyPicker,
};
export default meta;
type Story = StoryObj<typeof GeographyPicker>;

/** Places come from the running server (/api/geography); without one the lists hold only "All". */
function Controlled() {
  const [value, setValue] = useState<PlaceSelection>({});
  return <GeographyPicker idPrefix="story-place" value={value} onChange={setValue} />;
}

export const Empty: Story = { render: () => <Controlled /> };
