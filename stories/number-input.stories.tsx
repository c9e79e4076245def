import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { NumberInput } from '@/client/components/number-input';
import { toLatinDigits } from '@/shared/format/digits';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A whole number typed in either script (Latin or Devanagari digits, with or without lakh commas),
 * shown back in the reader's. For a count split by sex and age, CountCells.
 */
const meta: Meta<typeof NumberInput> = {
  title: 'Components/NumberInput',
  component: NumberInput,
  args: { value: '1234567' },
  argTypes: {
    value: { control: 'text' },
    label: { control: false },
    onChange: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof NumberInput>;

function Controlled({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const [value, setValue] = useState<number | undefined>(
    Number.parseInt(toLatinDigits(initial), 10),
  );
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

/** Type digits of either script in the controls or in the field. */
export const LatinDigits: Story = {
  render: (args) => <Controlled key={args.value} initial={args.value} />,
};
export const DevanagariDigits: Story = { args: { value: '१२३४५६७' }, render: LatinDigits.render };
