import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import { LanguageSwitch } from '@/client/components/language-switch';
import { onAPhone } from './support/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The one focus indicator (a white ring inside a dark outline) as a keyboard user sees it, shown at
 * rest: on the dark header, where the primary colour's own outline was invisible, and on every
 * button variant on white.
 */
const meta: Meta = { ...onAPhone, title: 'Foundations/Focus ring' };
export default meta;
type Story = StoryObj;

export const OnTheHeader: Story = {
  render: () => (
    <header className="flex flex-wrap items-center gap-4 bg-primary px-4 py-4 text-white">
      <button
        type="button"
        data-focus-shown
        className="rounded border border-white/60 px-2 py-1 text-sm"
      >
        <FormattedMessage id="nav.menu" />
      </button>
      <a href="#top" data-focus-shown className="mr-auto text-lg font-semibold">
        <FormattedMessage id="app.name" />
      </a>
      <div data-focus-shown className="rounded">
        <LanguageSwitch tone="dark" />
      </div>
      <a href="#top" data-focus-shown className="py-1 text-sm underline">
        <FormattedMessage id="page.changePassword" />
      </a>
      <Button variant="secondary" data-focus-shown>
        <FormattedMessage id="auth.logout" />
      </Button>
    </header>
  ),
};

export const OnEveryButton: Story = {
  render: () => (
    <div className="flex flex-wrap gap-5 bg-white p-4">
      {(['primary', 'secondary', 'outline', 'danger', 'ghost'] as const).map((variant) => (
        <Button key={variant} variant={variant} data-focus-shown>
          <FormattedMessage id="common.retry" />
        </Button>
      ))}
    </div>
  ),
};
