import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import { Modal } from '@/client/components/modal';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A window over the page for a task of its own (choosing a group's member, a record's history):
 * focus moves in and returns to what opened it; Escape and the close button leave. For a yes or
 * no question, ConfirmDialog.
 */
const meta: Meta<typeof Modal> = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: true,
    title: <FormattedMessage id="group.chooseMember" />,
    onClose: () => undefined,
    footer: (
      <Button variant="outline">
        <FormattedMessage id="common.close" />
      </Button>
    ),
    children: (
      <p>
        <FormattedMessage id="group.chooseMemberHelp" />
      </p>
    ),
  },
  argTypes: {
    title: { control: false },
    footer: { control: false },
    children: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof Modal>;

export const Open: Story = {};
