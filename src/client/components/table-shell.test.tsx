import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableShell } from './table-shell';
import type { ColumnDef } from '@tanstack/react-table';

interface Row {
  id: string;
  name: string;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Sita' },
  { id: 'b', name: 'Ram' },
];

/** Columns made anew on every render, as a feature's table makes them (its words, its actions). */
const columnsOf = (word: string): ColumnDef<Row, unknown>[] => [
  { id: 'name', header: () => <span>{word}</span>, cell: ({ row }) => row.original.name },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <button type="button">{`${word}: ${row.original.name}`}</button>,
  },
];

const shell = (word: string) => (
  <TableShell caption="People" columns={columnsOf(word)} rows={ROWS} rowId={(row) => row.id} />
);

describe('a table drawn again', () => {
  it('keeps the focus on the button it was on (its cells are not made anew)', () => {
    const { rerender } = render(shell('Delete'));
    const button = screen.getByRole('button', { name: 'Delete: Ram' });
    button.focus();
    rerender(shell('Remove'));
    // The same button, its text redrawn, still has the focus: a keyboard user keeps their place.
    expect(screen.getByRole('button', { name: 'Remove: Ram' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('columnheader', { name: 'Remove' })).toBeTruthy();
  });
});
