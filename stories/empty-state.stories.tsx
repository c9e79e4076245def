import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import { EmptyState } from '@/client/components/empty-state';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof EmptyState> = { title: 'Components/EmptyState', component: EmptyState };
export default meta;
type Story = StoryObj<typeof EmptyState>;

export const NotAvailable: Story = {
  render: () => (
    <EmptyState
      title={<FormattedMessage id="notAvailable.title" />}
      message={<FormattedMessage id="notAvailable.message" />}
    />
  ),
};
export const WithAction: Story = {
  render: () => (
    <EmptyState
      title={<FormattedMessage id="notAvailable.title" />}
      message={<FormattedMessage id="notAvailable.message" />}
      action={
        <Button>
          <FormattedMessage id="common.retry" />
        </Button>
      }
    />
  ),
};
