import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DateInput } from '@/client/components/date-input';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof DateInput> = { title: 'Components/DateInput', component: DateInput };
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

export const BikramSambat: Story = {
  render: () => <Controlled initial="2026-11-22" calendar="BS" />,
};
export const Gregorian: Story = { render: () => <Controlled initial="2026-11-22" calendar="AD" /> };
export const Empty: Story = { render: () => <Controlled initial="" /> };
