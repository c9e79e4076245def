import { useState } from 'react';
import { DatePickerGrid } from '@/client/components/date-picker-grid';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The month of DateInput's picker, in Bikram Sambat or Gregorian: arrow keys move by day and week,
 * Page Up and Down by month; the day chosen and today are marked in words as well as colour.
 */
const meta: Meta<typeof DatePickerGrid> = {
  title: 'Components/DatePickerGrid',
  component: DatePickerGrid,
  args: { calendar: 'BS', year: 2083, month: 8 },
  argTypes: {
    calendar: { control: 'inline-radio', options: ['BS', 'AD'] },
    year: { control: { type: 'number' } },
    month: { control: { type: 'range', min: 1, max: 12 } },
  },
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

/** Choose the calendar, year and month in the controls. */
export const MangsirBs: Story = {
  render: ({ calendar, year, month }) => (
    <Controlled key={`${calendar}${year}${month}`} calendar={calendar} year={year} month={month} />
  ),
};
export const NovemberAd: Story = {
  args: { calendar: 'AD', year: 2026, month: 11 },
  render: MangsirBs.render,
};
