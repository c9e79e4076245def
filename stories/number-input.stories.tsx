import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { NumberInput } from '@/client/components/number-input';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof NumberInput> = { title: 'Components/NumberInput', component: NumberInput };
export default meta;
type Story = StoryObj<typeof NumberInput>;

function Controlled({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const [value, setValue] = useState<number | undefined>(Number.parseInt(initial, 10));
  return (
    <div className="flex flex-col gap-2">
      <NumberInput
        id="quantity"
        label={<FormattedMessage id="date.calendar" />}
        value={text}
        onChange={(t, v) => {
          setText(t);
          setValue(v);
        }}
      />
      <output>{value !== undefined && <FormattedNumber value={value} />}</output>
    </div>
  );
}

export const LatinDigits: Story = { render: () => <Controlled initial="1234567" /> };
export const DevanagariDigits: Story = { render: () => <Controlled initial="१२३४५६७" /> };
