import { PlaceSearch } from '@/client/components/place-search';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A place found by typing its name in either script (or an older spelling or name); the results
 * are a listbox the arrow keys move through. For walking down the hierarchy, GeographyPicker.
 */
const meta: Meta<typeof PlaceSearch> = {
  title: 'Components/PlaceSearch',
  component: PlaceSearch,
  args: { id: 'story-search', onPick: () => undefined },
  argTypes: { onPick: { control: false } },
};
export default meta;
type Story = StoryObj<typeof PlaceSearch>;

/** Results come from the running server (/api/geography/search). */
export const Empty: Story = {};
