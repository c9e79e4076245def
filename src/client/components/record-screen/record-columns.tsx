import { type IntlShape, useIntl } from 'react-intl';
import { type SortState, sortableHeader } from '@/client/components/sort-button';
import { enumLabel } from '@/client/lib/enum-options';
import { useLocale } from '@/client/lib/use-locale';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** What a cell is read with: the messages, the reader's language, and a message by its id. */
export interface CellView {
  intl: IntlShape;
  locale: 'en' | 'np';
  t: (id: string) => string;
}

type Named = { name: string; nameNe: string };

/**
 * How a column shows its value, by kind (as DHIS2's maintenance app describes a section's columns):
 * - `open`: the record's name, a button that opens it above the list (both names, or a text);
 * - `text`, `number`, `bsDate`: a value, '—' when there is none, numbers and dates in the reader's digits;
 * - `enum` / `enums`: a code or codes read as the list's labels (no code: nothing; no codes: '—');
 * - `place`: a place's name in the reader's language, with the row's ward number when asked;
 * - `custom`: anything else, rendered by the kind.
 */
export type CellDeclaration<Row> =
  | { kind: 'open'; names: (row: Row) => { nameNe: string; nameEn?: string | null } }
  | {
      kind: 'open';
      text: (row: Row, view: CellView) => string;
      /** The button's name when the text alone does not say it opens the record. */
      label?: (row: Row, view: CellView) => string;
      mono?: boolean;
    }
  | { kind: 'text'; value: (row: Row, view: CellView) => string | null | undefined }
  | { kind: 'number'; value: (row: Row) => number | null }
  | { kind: 'bsDate'; value: (row: Row) => string }
  | { kind: 'enum'; list: string; value: (row: Row) => string | null | undefined }
  | { kind: 'enums'; list: string; value: (row: Row) => readonly string[] }
  | { kind: 'place'; value: (row: Row) => Named; ward?: (row: Row) => number }
  | { kind: 'custom'; render: (row: Row, view: CellView) => ReactNode };

/** A column of a record list: its id, the message id of its header, its sort, how a cell shows. */
export interface ColumnDeclaration<Row> {
  id: string;
  label: string;
  /** The list's sort parameter this column sorts by (the column's id when `true`). */
  sort?: boolean | string;
  cell: CellDeclaration<Row>;
}

/** The first cell of a row: its name, a button that opens the record above the list. */
export function OpenButton({
  onOpen,
  label,
  mono,
  children,
}: {
  onOpen: () => void;
  label?: string;
  mono?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`min-h-6 ${mono ? 'font-mono' : 'text-left'} text-primary underline`}
      aria-label={label}
      onClick={onOpen}
    >
      {children}
    </button>
  );
}

/** A name in Nepali, and below it in English when there is one. */
export function BothNames({ nameNe, nameEn }: { nameNe: string; nameEn?: string | null }) {
  return (
    <>
      <span lang="ne">{nameNe}</span>
      {nameEn && (
        <span className="block text-gray-700" lang="en">
          {nameEn}
        </span>
      )}
    </>
  );
}

function cellOf<Row>(cell: CellDeclaration<Row>, row: Row, view: CellView, onOpen: () => void) {
  const dash = (text: string | null | undefined) => text ?? '—';
  switch (cell.kind) {
    case 'open':
      if ('names' in cell)
        return (
          <OpenButton onOpen={onOpen}>
            <BothNames {...cell.names(row)} />
          </OpenButton>
        );
      return (
        <OpenButton onOpen={onOpen} label={cell.label?.(row, view)} mono={cell.mono}>
          {cell.text(row, view)}
        </OpenButton>
      );
    case 'text':
      return dash(cell.value(row, view));
    case 'number': {
      const value = cell.value(row);
      return value === null ? '—' : formatNumber(value, view.locale);
    }
    case 'bsDate':
      return formatBsDate(cell.value(row), view.locale);
    case 'enum':
      return enumLabel(view.intl, cell.list, cell.value(row));
    case 'enums':
      return (
        cell
          .value(row)
          .map((code) => enumLabel(view.intl, cell.list, code))
          .join(', ') || '—'
      );
    case 'place': {
      const place = cell.value(row);
      const name = view.locale === 'np' ? place.nameNe : place.name;
      return cell.ward ? `${name} – ${formatNumber(cell.ward(row), view.locale)}` : name;
    }
    case 'custom':
      return cell.render(row, view);
  }
}

/** A list's columns as TanStack Table's, from their declarations: headers sort, first cells open. */
export function useRecordColumns<Row>(
  declarations: readonly ColumnDeclaration<Row>[],
  { sorting, onOpen }: { sorting?: SortState; onOpen: (row: Row) => void },
): ColumnDef<Row, unknown>[] {
  const intl = useIntl();
  const locale = useLocale();
  const view: CellView = { intl, locale, t: (id) => intl.formatMessage({ id }) };
  return declarations.map(({ id, label, sort, cell }) => ({
    id,
    ...(sort && sorting
      ? sortableHeader(view.t(label), sort === true ? id : sort, sorting)
      : { header: view.t(label) }),
    cell: ({ row }) => cellOf(cell, row.original, view, () => onOpen(row.original)),
  }));
}
