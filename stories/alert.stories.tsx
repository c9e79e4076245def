import { FormattedMessage } from 'react-intl';
import { Alert } from '@/client/components/alert';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof Alert> = { title: 'Components/Alert', component: Alert };
export default meta;
type Story = StoryObj<typeof Alert>;

export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Alert tone="info">
        <FormattedMessage id="signIn.intro" />
      </Alert>
      <Alert tone="success">
        <FormattedMessage id="password.changed" />
      </Alert>
      <Alert tone="warning" title={<FormattedMessage id="notAvailable.title" />}>
        <FormattedMessage id="group.noMembers" />
      </Alert>
      <Alert tone="error">
        <FormattedMessage id="signIn.failure.locked" />
      </Alert>
    </div>
  ),
};
