import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import { Modal } from '@/client/components/modal';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof Modal> = { title: 'Components/Modal', component: Modal };
export default meta;
type Story = StoryObj<typeof Modal>;

export const Open: Story = {
  render: () => (
    <Modal
      open
      title={<FormattedMessage id="group.chooseMember" />}
      onClose={() => undefined}
      footer={
        <Button variant="outline">
          <FormattedMessage id="common.close" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id="group.chooseMemberHelp" />
      </p>
    </Modal>
  ),
};
