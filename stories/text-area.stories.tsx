import { useState } from 'react';
import { TextArea } from '@/client/components/text-area';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * Several lines of text (notes, a report), labelled and described like every field, with its limit
 * said in the hint. One line is TextInput.
 */
const meta: Meta<typeof TextArea> = {
  component: TextArea,
  title: 'Components/TextArea',
  args: {
    id: 'story-area',
    label: 'छोटो प्रतिवेदन',
    hint: '५,००० अक्षरसम्म',
    required: true,
    maxLength: 5000,
    error: undefined,
  },
  argTypes: {
    value: { control: false },
    onChange: { control: false },
    error: { control: 'text' },
  },
};
export default meta;
type Story = StoryObj<typeof TextArea>;

function Area(args: Omit<Parameters<typeof TextArea>[0], 'value' | 'onChange'>) {
  const [text, setText] = useState('योजना अनुसार सम्पन्न।');
  return <TextArea {...args} lang="ne" value={text} onChange={setText} />;
}

/** Change the label, hint, error or limit in the controls. */
export const Filled: Story = { render: (args) => <Area {...args} /> };
/** With an error under it. */
export const WithError: Story = { args: { error: 'धेरै लामो' }, render: Filled.render };
