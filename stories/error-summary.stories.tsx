import { FormattedMessage } from 'react-intl';
import { ErrorSummary } from '@/client/components/error-summary';
import type { MoreFields } from '@/client/lib/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * What a person sees after a failed save: the summary at the top of the form, focused, naming each
 * wrong field as its label reads and linking to it.
 */
/**
 * After a save is refused: every wrong field named at the top of the form, each a link to its
 * field, focused so a screen reader says it at once. The fields say their own problem as well.
 */
const meta: Meta<{ fields: string[] }> = {
  component: ErrorSummary as never,
  title: 'Components/Error summary',
  args: { fields: ['nameNe', 'dob'] },
  argTypes: { fields: { control: 'check', options: ['nameNe', 'dob'] } },
};
export default meta;

const PROBLEMS: Record<string, string> = { nameNe: 'field.required', dob: 'field.date.day' };

function FailedSave({ fields, more }: { fields: string[]; more?: MoreFields }) {
  return (
    <form className="flex max-w-md flex-col gap-3">
      <ErrorSummary
        errors={Object.fromEntries(fields.map((field) => [field, PROBLEMS[field]]))}
        submitCount={1}
        fieldId={(name) => `story-${name}`}
        more={more}
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

/** Choose which fields are wrong in the controls. */
export const AfterAFailedSave: StoryObj<{ fields: string[] }> = {
  render: (args) => <FailedSave fields={args.fields} />,
};

/**
 * A refusal of more wrong fields than the server names (it names a hundred): the rest are counted
 * on the summary's last line, or said to be at least so many when the server stopped counting.
 */
export const MoreThanItNames: StoryObj<{ fields: string[] }> = {
  render: (args) => <FailedSave fields={args.fields} more={{ count: 1234, atLeast: false }} />,
};
export const AtLeastSoManyMore: StoryObj<{ fields: string[] }> = {
  render: (args) => <FailedSave fields={args.fields} more={{ count: 9900, atLeast: true }} />,
};
