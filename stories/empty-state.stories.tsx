import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../src/client/components/button';
import { EmptyState } from '../src/client/components/empty-state';

const meta: Meta<typeof EmptyState> = { title: 'Components/EmptyState', component: EmptyState };
export default meta;
type Story = StoryObj<typeof EmptyState>;

export const NotAvailable: Story = {
  render: () => <EmptyState title={<FormattedMessage id="notAvailable.title" />} message={<FormattedMessage id="notAvailable.message" />} />,
};
export const WithAction: Story = {
  render: () => (
    <EmptyState
      title={<FormattedMessage id="notAvailable.title" />}
      message={<FormattedMessage id="notAvailable.message" />}
      action={<Button><FormattedMessage id="common.retry" /></Button>}
    />
  ),
};
