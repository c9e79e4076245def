import { useState } from 'react';
import { TextArea } from '@/client/components/text-area';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta = { component: TextArea, title: 'Components/TextArea' };
export default meta;
type Story = StoryObj;

function Area({ error }: { error?: string }) {
  const [text, setText] = useState('योजना अनुसार सम्पन्न।');
  return (
    <TextArea
      id="story-area"
      label="छोटो प्रतिवेदन"
      hint="५,००० अक्षरसम्म"
      required
      lang="ne"
      maxLength={5000}
      value={text}
      onChange={setText}
      error={error}
    />
  );
}

/** Several lines of text, labelled and described like every field. */
export const Filled: Story = { render: () => <Area /> };
/** With an error under it. */
export const WithError: Story = { render: () => <Area error="धेरै लामो" /> };
