import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '@/client/components/dialog';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A question before an action that cannot simply be taken back (signing out, deleting): what will
 * happen, and the two answers. Focus starts on the safe answer; Escape cancels. `danger` colours
 * the confirming button; `busy` while it works. For an action that needs a reason, ReasonDialog.
 */
const meta: Meta<typeof ConfirmDialog> = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    danger: false,
    busy: false,
    title: <FormattedMessage id="auth.logoutTitle" />,
    message: <FormattedMessage id="auth.logoutMessage" />,
    confirmLabel: <FormattedMessage id="auth.logout" />,
    cancelLabel: <FormattedMessage id="common.cancel" />,
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
  argTypes: {
    title: { control: false },
    message: { control: false },
    confirmLabel: { control: false },
    cancelLabel: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

export const Logout: Story = {};
export const Dangerous: Story = { args: { danger: true, busy: true } };
