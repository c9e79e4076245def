import { FormattedMessage } from 'react-intl';
import { ErrorSummary } from '@/client/components/error-summary';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * What a person sees after a failed save: the summary at the top of the form, focused, naming each
 * wrong field as its label reads and linking to it.
 */
const meta: Meta = { component: ErrorSummary, title: 'Components/Error summary' };
export default meta;

function FailedSave() {
  return (
    <form className="flex max-w-md flex-col gap-3">
      <ErrorSummary
        errors={{ nameNe: 'field.required', dob: 'field.date.day' }}
        submitCount={1}
        fieldId={(name) => `story-${name}`}
      />
      <label htmlFor="story-nameNe">
        <FormattedMessage id="pwd.field.nameNe" />
      </label>
      <input id="story-nameNe" className="rounded border-gray-400" />
      <label htmlFor="story-dob">
        <FormattedMessage id="pwd.field.dob" />
      </label>
      <input id="story-dob" className="rounded border-gray-400" defaultValue="2082-04-32" />
    </form>
  );
}

export const AfterAFailedSave: StoryObj = { render: () => <FailedSave /> };
