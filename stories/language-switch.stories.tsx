import { FormattedMessage } from 'react-intl';
import { LanguageSwitch } from '@/client/components/language-switch';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof LanguageSwitch> = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
};
export default meta;
type Story = StoryObj<typeof LanguageSwitch>;

export const OnWhite: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <FormattedMessage id="language.switch" />
      <LanguageSwitch />
    </div>
  ),
};
export const OnPrimary: Story = {
  render: () => (
    <div className="flex items-center gap-3 bg-primary p-3 text-white">
      <FormattedMessage id="language.switch" />
      <LanguageSwitch tone="dark" />
    </div>
  ),
};
