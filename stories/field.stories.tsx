import { FormattedMessage } from 'react-intl';
import { Field, INPUT_CLASS } from '@/client/components/field';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * What every field stands in: its label, the required mark said in words, its hint and its error
 * tied to the control. Use it only to make a new kind of control; the inputs use it already.
 */
const meta: Meta<typeof Field> = {
  title: 'Components/Field',
  component: Field,
  args: {
    id: 'note',
    required: true,
    label: <FormattedMessage id="privacy.contact.title" />,
    hint: <FormattedMessage id="date.formatHint" />,
    error: <FormattedMessage id="field.required" />,
  },
  argTypes: {
    label: { control: false },
    hint: { control: false },
    error: { control: false },
    children: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof Field>;

export const AroundATextarea: Story = {
  render: (args) => (
    <Field {...args}>
      <textarea id="note" className={INPUT_CLASS} aria-describedby="note-hint note-error" />
    </Field>
  ),
};
