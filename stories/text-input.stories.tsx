import { FormattedMessage } from 'react-intl';
import { TextInput } from '@/client/components/text-input';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A labelled one-line field: its label, hint and error are tied to it for a screen reader, the
 * error in the reader's language. For numbers use NumberInput (either script's digits), for dates
 * DateInput (Bikram Sambat), for several lines TextArea; inside a Formik form, TextField.
 */
const meta: Meta<typeof TextInput> = {
  title: 'Components/TextInput',
  component: TextInput,
  args: {
    id: 'username',
    label: <FormattedMessage id="signIn.username" />,
    required: true,
    disabled: false,
  },
  argTypes: {
    label: { control: false },
    hint: { control: false },
    error: { control: 'text' },
    placeholder: { control: 'text' },
  },
};
export default meta;
type Story = StoryObj<typeof TextInput>;

/** Type an error in the controls to see it under the field. */
export const Empty: Story = {};
export const Invalid: Story = {
  args: {
    id: 'password',
    type: 'password',
    label: <FormattedMessage id="signIn.password" />,
    error: <FormattedMessage id="field.required" />,
  },
};
export const WithHint: Story = {
  args: {
    id: 'new-password',
    required: false,
    label: <FormattedMessage id="password.newPassword" />,
    hint: <FormattedMessage id="password.help" values={{ min: 8 }} />,
  },
};
/** A long Nepali value on a phone's width. */
export const LongNepaliOnAPhone: Story = {
  args: {
    id: 'name-ne',
    label: <FormattedMessage id="pwd.field.nameNe" />,
    defaultValue: 'श्री महालक्ष्मी अपाङ्गता पुनर्स्थापना तथा सामुदायिक विकास केन्द्र',
    lang: 'ne',
  },
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{<Story />}</div>],
};
