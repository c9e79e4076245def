import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlaceSearch } from '../src/client/components/place-search';

const meta: Meta<typeof PlaceSearch> = { title: 'Components/PlaceSearch', component: PlaceSearch };
export default meta;
type Story = StoryObj<typeof PlaceSearch>;

/** Results come from the running server (/api/geography/search). */
export const Empty: Story = { render: () => <PlaceSearch id="story-search" onPick={() => undefined} /> };
