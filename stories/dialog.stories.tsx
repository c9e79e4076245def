import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '@/client/components/dialog';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
};
export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

const props = {
  open: true,
  title: <FormattedMessage id="auth.logoutTitle" />,
  message: <FormattedMessage id="auth.logoutMessage" />,
  confirmLabel: <FormattedMessage id="auth.logout" />,
  cancelLabel: <FormattedMessage id="common.cancel" />,
  onConfirm: () => undefined,
  onCancel: () => undefined,
};

export const Logout: Story = { render: () => <ConfirmDialog {...props} /> };
export const Dangerous: Story = { render: () => <ConfirmDialog {...props} danger busy /> };
