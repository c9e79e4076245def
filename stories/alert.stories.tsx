import { FormattedMessage } from 'react-intl';
import { Alert } from '@/client/components/alert';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A message about the page or the last action, in a tone: `info` and `success` are read politely,
 * `warning` and `error` at once (role alert). Use it for what the user must know now; a field's
 * own problem goes under the field, a form's list of problems in ErrorSummary.
 */
const meta: Meta<typeof Alert> = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', children: <FormattedMessage id="signIn.intro" /> },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    children: { control: false },
    title: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof Alert>;

/** Change the tone in the controls. */
export const Info: Story = {};
export const WithTitle: Story = {
  args: {
    tone: 'warning',
    title: <FormattedMessage id="notAvailable.title" />,
    children: <FormattedMessage id="group.noMembers" />,
  },
};
export const Urgent: Story = {
  args: { tone: 'error', children: <FormattedMessage id="signIn.failure.locked" /> },
};

/** The four tones together. */
export const Tones: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Alert {...args} tone="info">
        <FormattedMessage id="signIn.intro" />
      </Alert>
      <Alert {...args} tone="success">
        <FormattedMessage id="password.changed" />
      </Alert>
      <Alert {...args} tone="warning" title={<FormattedMessage id="notAvailable.title" />}>
        <FormattedMessage id="group.noMembers" />
      </Alert>
      <Alert {...args} tone="error">
        <FormattedMessage id="signIn.failure.locked" />
      </Alert>
    </div>
  ),
};
