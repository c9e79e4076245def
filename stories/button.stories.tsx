import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof Button> = { title: 'Components/Button', component: Button };
export default meta;
type Story = StoryObj<typeof Button>;

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <Button>
        <FormattedMessage id="signIn.submit" />
      </Button>
      <Button variant="secondary">
        <FormattedMessage id="password.submit" />
      </Button>
      <Button variant="outline">
        <FormattedMessage id="common.cancel" />
      </Button>
      <Button variant="danger">
        <FormattedMessage id="auth.logout" />
      </Button>
      <Button variant="ghost">
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  ),
};

export const Busy: Story = {
  render: () => (
    <Button busy>
      <FormattedMessage id="signIn.submit" />
    </Button>
  ),
};
export const Disabled: Story = {
  render: () => (
    <Button disabled>
      <FormattedMessage id="signIn.submit" />
    </Button>
  ),
};
