import { FormattedMessage } from 'react-intl';
import { LoadingState } from '@/client/components/loading-state';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** Grey lines in the shape of what is coming, while a list or panel loads (announced as busy). */
const meta: Meta<typeof LoadingState> = {
  title: 'Components/LoadingState',
  component: LoadingState,
  args: { lines: 4 },
  argTypes: { lines: { control: { type: 'range', min: 1, max: 12 } } },
};
export default meta;
type Story = StoryObj<typeof LoadingState>;

export const Lines: Story = {
  render: (args) => (
    <div>
      <p className="mb-2">
        <FormattedMessage id="common.loading" />
      </p>
      <LoadingState {...args} />
    </div>
  ),
};
