import { FormattedMessage } from 'react-intl';
import { LoadingState } from '@/client/components/loading-state';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof LoadingState> = {
  title: 'Components/LoadingState',
  component: LoadingState,
};
export default meta;
type Story = StoryObj<typeof LoadingState>;

export const Lines: Story = {
  render: () => (
    <div>
      <p className="mb-2">
        <FormattedMessage id="common.loading" />
      </p>
      <LoadingState lines={4} />
    </div>
  ),
};
