import { FormattedMessage } from 'react-intl';
import { Field, INPUT_CLASS } from '@/client/components/field';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof Field> = { title: 'Components/Field', component: Field };
export default meta;
type Story = StoryObj<typeof Field>;

export const AroundATextarea: Story = {
  render: () => (
    <Field
      id="note"
      label={<FormattedMessage id="privacy.contact.title" />}
      hint={<FormattedMessage id="date.formatHint" />}
      error={<FormattedMessage id="field.required" />}
      required
    >
      <textarea id="note" className={INPUT_CLASS} aria-describedby="note-hint note-error" />
    </Field>
  ),
};
