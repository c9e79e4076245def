import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import { EmptyState } from '@/client/components/empty-state';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * What a list or a panel shows when it has nothing: say why (nothing yet, or nothing for these
 * filters) and offer the next step as its action. Not for a failure (PageFailure says what went
 * wrong and offers to try again) nor for loading (LoadingState).
 */
const meta: Meta<typeof EmptyState> = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: <FormattedMessage id="notAvailable.title" />,
    message: <FormattedMessage id="notAvailable.message" />,
  },
  argTypes: {
    title: { control: false },
    message: { control: false },
    action: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof EmptyState>;

export const NotAvailable: Story = {};
export const WithAction: Story = {
  args: {
    action: (
      <Button>
        <FormattedMessage id="common.retry" />
      </Button>
    ),
  },
};
/** A long Nepali message wraps within a phone's width. */
export const LongNepaliOnAPhone: Story = {
  args: {
    title: 'यस पालिकामा अहिलेसम्म कुनै अपाङ्गता भएका व्यक्तिको विवरण दर्ता गरिएको छैन',
    message:
      'पहिलो व्यक्तिको विवरण दर्ता गर्न "नयाँ विवरण" छान्नुहोस्; दर्ता भएपछि यहाँ सूची, खोज र निर्यात देखिनेछन्।',
  },
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{<Story />}</div>],
};
