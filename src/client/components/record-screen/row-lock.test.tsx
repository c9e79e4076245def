import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableShell } from '@/client/components/table-shell';
import { type Lockable, useLockColumn } from './row-lock';
import { APPROVED_LOCK, stubLockPlaces } from '../../../../tests/support/lock-places';
import { renderAt } from '../../../../tests/support/render-app';
import type { ColumnDef } from '@tanstack/react-table';

type Row = Lockable & { _id: string; name: string };
const COLUMNS: ColumnDef<Row, unknown>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
];

function Table({ rows }: { rows: Row[] }) {
  return (
    <TableShell
      caption="Records"
      columns={useLockColumn(COLUMNS, rows)}
      rows={rows}
      rowId={(row) => row._id}
    />
  );
}

const open: Row = { _id: 'a', name: 'Open record' };
const locked: Row = {
  _id: 'b',
  name: 'Locked record',
  periodLock: { ...APPROVED_LOCK, partial: false },
};

beforeEach(stubLockPlaces);
afterEach(() => vi.unstubAllGlobals());

describe("a list's locked rows", () => {
  it('shows no lock column while every row is open', () => {
    renderAt(<Table rows={[open]} />);
    expect(screen.queryByRole('columnheader', { name: 'Period lock' })).toBeNull();
  });

  it('marks a locked row with its state, which opens why and the way out', async () => {
    renderAt(<Table rows={[open, locked]} />);
    expect(screen.getByRole('columnheader', { name: 'Period lock' })).toBeTruthy();
    const [, openRow, lockedRow] = screen.getAllByRole('row');
    expect(within(openRow).queryByTestId('row-lock')).toBeNull();
    const badge = within(lockedRow).getByTestId('row-lock');
    expect(badge.querySelector('summary')?.textContent).toContain(
      'Locked: Approved (why, and who can unlock it)',
    );
    fireEvent.click(badge.querySelector('summary') as HTMLElement);
    await vi.waitFor(() => expect(badge.textContent).toContain('ask Morang district to reopen'));
    expect(badge.textContent).toContain('were approved by Ram Koirala');
    // Opened by the reader: not read out as an alert.
    expect(within(badge).queryByRole('alert')).toBeNull();
    expect(within(badge).getByRole('link', { name: 'Open the period' })).toBeTruthy();
  });

  it("says a person's lock holds only what the figures count", () => {
    const person = { ...locked, periodLock: { ...APPROVED_LOCK, partial: true } };
    renderAt(<Table rows={[person]} />);
    expect(screen.getByTestId('row-lock').textContent).toContain(
      'Names, phones and other details can still be changed',
    );
  });

  it('reads in Nepali with Devanagari digits and no English', async () => {
    renderAt(<Table rows={[locked]} />, '/np/story');
    expect(screen.getByRole('columnheader', { name: 'अवधि बन्द' })).toBeTruthy();
    const badge = screen.getByTestId('row-lock');
    await vi.waitFor(() => expect(badge.textContent).toContain('मोरङ जिल्लालाई'));
    // Who approved it is a name as it was entered; every word of the screen's own is Nepali.
    expect(badge.textContent?.replace('Ram Koirala', '')).not.toMatch(/[0-9A-Za-z]/);
  });
});
