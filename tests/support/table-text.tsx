import { fireEvent, screen, within } from '@testing-library/react';
import type { TableDeclaration } from '@/client/components/record-screen/declared-list';
import { RecordTable } from '@/client/components/record-screen/record-table';
import type { Locale } from '@/shared/locale';
import { renderAt } from './render-app';

/**
 * A declared list's table as a reader sees it, in a language: the header row, each record's row
 * of cells, and the sort parameter each sortable header asks the list for.
 */
export function tableText<Row extends { _id: string }>(
  table: TableDeclaration<Row>,
  rows: Row[],
  locale: Locale,
) {
  const sorts: string[] = [];
  const { unmount } = renderAt(
    <RecordTable
      {...table}
      rows={rows}
      loading={false}
      empty={null}
      sorting={{ onSort: (key) => sorts.push(key) }}
      onOpen={() => undefined}
    />,
    locale === 'np' ? '/np' : '/',
  );
  const shown = screen.getByRole('table');
  for (const header of within(shown).getAllByRole('columnheader'))
    for (const button of within(header).queryAllByRole('button')) fireEvent.click(button);
  const text = within(shown)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(' | '));
  unmount();
  return { caption: shown.querySelector('caption')?.textContent, text, sorts };
}
