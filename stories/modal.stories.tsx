import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { Button } from '../src/client/components/button';
import { Modal } from '../src/client/components/modal';

const meta: Meta<typeof Modal> = { title: 'Components/Modal', component: Modal };
export default meta;
type Story = StoryObj<typeof Modal>;

export const Open: Story = {
  render: () => (
    <Modal open title={<FormattedMessage id="group.chooseMember" />} onClose={() => undefined} footer={<Button variant="outline"><FormattedMessage id="common.close" /></Button>}>
      <p><FormattedMessage id="group.chooseMemberHelp" /></p>
    </Modal>
  ),
};
