import { PlaceSearch } from '@/client/components/place-search';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof PlaceSearch> = { title: 'Components/PlaceSearch', component: PlaceSearch };
export default meta;
type Story = StoryObj<typeof PlaceSearch>;

/** Results come from the running server (/api/geography/search). */
export const Empty: Story = {
  render: () => <PlaceSearch id="story-search" onPick={() => undefined} />,
};
