import type { TableDeclaration } from '@/client/components/record-screen/declared-list';
import type {
  CellDeclaration,
  ColumnDeclaration,
} from '@/client/components/record-screen/record-columns';
import type { FilterDeclaration } from '@/client/components/record-screen/record-filters';
import { enumLabel } from '@/client/lib/enum-options';
import type { Field } from './field-table';

/** A column showing a field of the table: its id (the field's unless given), its sort, its label (the field's unless given). */
export interface FieldColumn {
  field: string;
  id?: string;
  sort?: boolean | string;
  label?: string;
}

const valueOf = (row: unknown, field: string) => (row as Record<string, unknown>)[field];

/** A field's cell by what the contract says of it: codes as their labels ('—' for none when it may be empty), numbers and dates in the reader's digits, text as stored. */
function cellOf<Row>(f: Field<Row>): CellDeclaration<Row> {
  const value = (row: Row) => valueOf(row, f.field);
  if (f.codes && f.description.array)
    return { kind: 'enums', list: f.list, value: (row) => value(row) as string[] };
  if (f.codes && f.description.nullable)
    return {
      kind: 'text',
      value: (row, { intl }) => enumLabel(intl, f.list, value(row) as string) || null,
    };
  if (f.codes) return { kind: 'enum', list: f.list, value: (row) => value(row) as string };
  if (f.description.type === 'integer' || f.description.type === 'number')
    return { kind: 'number', value: (row) => value(row) as number | null };
  if (f.description.format === 'date')
    return { kind: 'bsDate', value: (row) => value(row) as string };
  return { kind: 'text', value: (row) => value(row) as string | null };
}

/**
 * A list's table from its caption and columns: a column of the field table named by its field
 * (labelled and read as the table says), or declared in full where the list shows it its own way.
 */
export function fieldTableColumns<Row>(
  table: readonly Field<Row>[],
  caption: string,
  columns: readonly (string | FieldColumn | ColumnDeclaration<Row>)[],
): TableDeclaration<Row> {
  const fieldOf = (name: string) => {
    const found = table.find((f) => f.field === name);
    if (!found) throw new Error(`No field ${name} in the table of ${caption}`);
    return found;
  };
  return {
    caption,
    columns: columns.map((column): ColumnDeclaration<Row> => {
      if (typeof column !== 'string' && 'cell' in column) return column;
      const {
        field,
        id = field,
        sort,
        label,
      } = typeof column === 'string' ? { field: column } : column;
      const f = fieldOf(field);
      return { id, label: label ?? f.label, ...(sort ? { sort } : {}), cell: cellOf(f) };
    }),
  };
}

/** A list's filter by the codes of a field of the table: its parameter (the field's unless given), its label, the field's list. */
export function fieldFilter<Values>(
  table: readonly Field<never>[],
  field: string,
  filter: { label: string; param?: keyof Values & string; id?: string },
): FilterDeclaration<Values> {
  const f = table.find((candidate) => candidate.field === field);
  if (!f?.codes) throw new Error(`No field ${field} with codes in the table`);
  const { param = field as keyof Values & string, ...rest } = filter;
  return { param, ...rest, kind: 'enum', list: f.list, codes: f.codes };
}

type Place = { name: string; nameNe: string };

/** A list's first column, sorted by name: the record's names, a button that opens it. */
export const namesColumn = <Row extends { nameNe: string; nameEn?: string | null }>(
  label: string,
): ColumnDeclaration<Row> => ({
  id: 'name',
  label,
  sort: true,
  cell: { kind: 'open', names: (row) => row },
});

/** A record's palika and ward, sorted by ward. */
export const placeColumn = <Row extends { palika: Place; wardNo: number }>(
  label: string,
): ColumnDeclaration<Row> => ({
  id: 'ward',
  label,
  sort: true,
  cell: { kind: 'place', value: (row) => row.palika, ward: (row) => row.wardNo },
});
