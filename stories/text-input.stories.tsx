import { FormattedMessage, useIntl } from 'react-intl';
import { TextInput } from '@/client/components/text-input';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof TextInput> = { title: 'Components/TextInput', component: TextInput };
export default meta;
type Story = StoryObj<typeof TextInput>;

export const Empty: Story = {
  render: () => (
    <TextInput id="username" label={<FormattedMessage id="signIn.username" />} required />
  ),
};

function WithError() {
  const intl = useIntl();
  return (
    <TextInput
      id="password"
      type="password"
      label={<FormattedMessage id="signIn.password" />}
      required
      error={intl.formatMessage({ id: 'field.required' })}
    />
  );
}
export const Invalid: Story = { render: () => <WithError /> };

export const WithHint: Story = {
  render: () => (
    <TextInput
      id="new-password"
      label={<FormattedMessage id="password.newPassword" />}
      hint={<FormattedMessage id="password.help" values={{ min: 8 }} />}
    />
  ),
};
