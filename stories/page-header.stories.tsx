import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import { PageHeader } from '@/client/components/page-header';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The top of every page: its title (the one h1, also the document's title), an optional line on
 * what the page is for, and the page's own actions on the right (below the title on a phone).
 */
const meta: Meta<typeof PageHeader> = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: <FormattedMessage id="page.dashboard" /> },
  argTypes: {
    title: { control: false },
    description: { control: false },
    actions: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof PageHeader>;

export const TitleOnly: Story = {};
export const WithActions: Story = {
  args: {
    title: <FormattedMessage id="page.pwdProfileList" />,
    description: <FormattedMessage id="notAvailable.message" />,
    actions: (
      <Button>
        <FormattedMessage id="page.pwdProfileNew" />
      </Button>
    ),
  },
};
export const WithActionsOnAPhone: Story = {
  ...WithActions,
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{<Story />}</div>],
};
