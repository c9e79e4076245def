import type { Decorator } from '@storybook/react-vite';

/** A cheap phone's width, the narrowest the app is made for. */
export const PHONE_WIDTH = 375;

/** Shows the story at a phone's width when its `phone` arg is on. */
export const phoneDecorator: Decorator = (Story, { args }) =>
  args.phone ? <div style={{ maxWidth: PHONE_WIDTH }}>{<Story />}</div> : <Story />;

/**
 * A stories meta's part that gives every story the `phone` control (off by default): the same
 * story at 375 px, where tables scroll sideways and filters fold into one line.
 */
export const onAPhone = {
  args: { phone: false },
  argTypes: { phone: { control: 'boolean' as const } },
  decorators: [phoneDecorator],
};
