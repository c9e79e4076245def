import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import { PageHeader } from '@/client/components/page-header';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof PageHeader> = { title: 'Components/PageHeader', component: PageHeader };
export default meta;
type Story = StoryObj<typeof PageHeader>;

export const TitleOnly: Story = {
  render: () => <PageHeader title={<FormattedMessage id="page.dashboard" />} />,
};
export const WithActions: Story = {
  render: () => (
    <PageHeader
      title={<FormattedMessage id="page.pwdProfileList" />}
      description={<FormattedMessage id="notAvailable.message" />}
      actions={
        <Button>
          <FormattedMessage id="page.pwdProfileNew" />
        </Button>
      }
    />
  ),
};
