import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The one button of the app. Use `primary` for the one action a screen is for, `secondary` and
 * `outline` beside it, `danger` for what cannot be undone without a reason, `ghost` inside tables
 * and toolbars; a link that looks like a button is ButtonLink. `busy` while the request is in
 * flight (it keeps its place and says so to a screen reader); never hide a disabled button's reason.
 */
const meta: Meta<typeof Button> = {
  title: 'Components/Button',
  component: Button,
  args: {
    variant: 'primary',
    busy: false,
    disabled: false,
    children: <FormattedMessage id="signIn.submit" />,
  },
  argTypes: {
    variant: { control: 'inline-radio' },
    children: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof Button>;

/** Change the variant, busy and disabled in the controls. */
export const Primary: Story = {};
export const Busy: Story = { args: { busy: true } };
export const Disabled: Story = { args: { disabled: true } };

/** Every variant side by side, each with the controls' busy and disabled. */
export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {(
        [
          ['primary', 'signIn.submit'],
          ['secondary', 'password.submit'],
          ['outline', 'common.cancel'],
          ['danger', 'auth.logout'],
          ['ghost', 'common.retry'],
        ] as const
      ).map(([variant, label]) => (
        <Button key={variant} {...args} variant={variant}>
          <FormattedMessage id={label} />
        </Button>
      ))}
    </div>
  ),
};
