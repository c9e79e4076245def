import { useState } from 'react';
import { DatePickerGrid } from '@/client/components/date-picker-grid';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta: Meta<typeof DatePickerGrid> = {
  title: 'Components/DatePickerGrid',
  component: DatePickerGrid,
};
export default meta;
type Story = StoryObj<typeof DatePickerGrid>;

function Controlled({
  calendar,
  year,
  month,
}: {
  calendar: 'BS' | 'AD';
  year: number;
  month: number;
}) {
  const [view, setView] = useState({ year, month });
  const [picked, setPicked] = useState('2026-11-22');
  return (
    <DatePickerGrid
      calendar={calendar}
      year={view.year}
      month={view.month}
      selectedIso={picked}
      onNavigate={setView}
      onPick={setPicked}
    />
  );
}

export const MangsirBs: Story = {
  render: () => <Controlled calendar="BS" year={2083} month={8} />,
};
export const NovemberAd: Story = {
  render: () => <Controlled calendar="AD" year={2026} month={11} />,
};
