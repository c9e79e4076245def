import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DateInput } from '@/client/components/date-input';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A date typed or picked, in Bikram Sambat by default (the reader may switch to the Gregorian
 * calendar); it answers the ISO date. Digits in either script; a wrong day is named under it.
 */
const meta: Meta<typeof DateInput> = {
  title: 'Components/DateInput',
  component: DateInput,
  args: { calendar: 'BS', value: '2026-11-22' },
  argTypes: {
    calendar: { control: 'inline-radio', options: ['BS', 'AD'] },
    value: { control: 'text' },
    label: { control: false },
    onChange: { control: false },
  },
};
export default meta;
type Story = StoryObj<typeof DateInput>;

function Controlled({ initial, calendar }: { initial: string; calendar?: 'BS' | 'AD' }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="flex max-w-md flex-col gap-2">
      <DateInput
        id="date"
        label={<FormattedMessage id="date.pick" />}
        value={value}
        onChange={(iso) => setValue(iso)}
        calendar={calendar}
      />
      <output className="font-mono text-sm">{value}</output>
    </div>
  );
}

/** Change the calendar or the day (ISO) in the controls. */
export const BikramSambat: Story = {
  render: (args) => (
    <Controlled
      key={`${args.calendar}${args.value}`}
      initial={args.value}
      calendar={args.calendar}
    />
  ),
};
export const Gregorian: Story = { args: { calendar: 'AD' }, render: BikramSambat.render };
export const Empty: Story = { args: { value: '' }, render: BikramSambat.render };
