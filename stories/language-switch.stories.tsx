import { FormattedMessage } from 'react-intl';
import { LanguageSwitch } from '@/client/components/language-switch';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * English or Nepali, each named in its own script, on every screen (the header, the sign-in page);
 * the choice is remembered on this computer. `dark` on the primary-coloured header.
 */
const meta: Meta<typeof LanguageSwitch> = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { tone: 'light' },
  argTypes: { tone: { control: 'inline-radio', options: ['light', 'dark'] } },
};
export default meta;
type Story = StoryObj<typeof LanguageSwitch>;

export const OnWhite: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <FormattedMessage id="language.switch" />
      <LanguageSwitch {...args} />
    </div>
  ),
};
export const OnPrimary: Story = {
  args: { tone: 'dark' },
  render: (args) => (
    <div className="flex items-center gap-3 bg-primary p-3 text-white">
      <FormattedMessage id="language.switch" />
      <LanguageSwitch {...args} />
    </div>
  ),
};
