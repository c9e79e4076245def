import { useIntl } from 'react-intl';
import { FactList } from '@/client/components/fact-list';
import { enumLabel } from '@/client/lib/enum-options';
import { useLocale } from '@/client/lib/use-locale';
import type { Locale } from '@/shared/locale';
import { type Field, inView } from './field-table';
import { fieldValueText } from './field-text';
import {
  type ImportColumn,
  choiceColumn,
  choicesColumn,
  dateColumn,
  numberColumn,
  textColumn,
} from './import-columns';
import type { ExportColumn } from './column-export';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

const valueOf = (row: unknown, field: string) => (row as Record<string, unknown>)[field];
const isNumber = (f: Field<unknown>) =>
  f.description.type === 'integer' || f.description.type === 'number';

/** A field's value as the details read it (`fieldValueText`), a name in one script marked with its language. */
function shown<Row>(f: Field<Row>, value: unknown, intl: IntlShape, locale: Locale) {
  if ((f.show === 'ne' || f.show === 'en') && typeof value === 'string')
    return <span lang={f.show}>{value}</span>;
  return fieldValueText(f, value, intl, locale);
}

/** A record's facts in the order of its kind's table: each field, its label in the reader's language, its value as read (nothing as null). */
export function factsOf<Row>(
  table: readonly Field<Row>[],
  row: Row,
  intl: IntlShape,
  locale: Locale,
): [field: string, label: string, value: ReactNode][] {
  return inView(table, 'details').map((f) => [
    f.field,
    intl.formatMessage({ id: f.label }),
    typeof f.details === 'function'
      ? f.details(row, intl, locale)
      : shown(f, valueOf(row, f.field), intl, locale),
  ]);
}

/** A record's facts in the order of its kind's table, each labelled in the reader's language. */
export function FieldDetails<Row>({ table, row }: { table: readonly Field<Row>[]; row: Row }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <FactList facts={factsOf(table, row, intl, locale).map(([, label, value]) => [label, value])} />
  );
}

/** A kind's export columns: codes as labels (several parted by semicolons), the rest as stored. */
export function exportColumnsOf<Row>(table: readonly Field<Row>[]): ExportColumn<Row>[] {
  return table.flatMap((f): readonly ExportColumn<Row>[] => {
    if (f.export === false) return [];
    if (f.export) return f.export;
    return [
      [
        f.label,
        (row, intl) => {
          const value = valueOf(row, f.field);
          const label = (code: unknown) => enumLabel(intl, f.list, String(code));
          if (Array.isArray(value))
            return value.map(f.codes ? label : String).join(f.codes ? '; ' : ', ');
          if (value === null || value === undefined) return null;
          return f.codes ? label(value) : (value as string | number);
        },
      ],
    ];
  });
}

/** A kind's import columns: each read as its type says, required as a new record's schema says. */
export function importColumnsOf<Row>(table: readonly Field<Row>[]): ImportColumn[] {
  return inView(table, 'import').flatMap((f): readonly ImportColumn[] => {
    if (Array.isArray(f.import)) return f.import;
    const { field, required, codes, description } = f;
    const label = f.importLabel ?? f.label;
    if (codes) {
      const list = { list: f.list, codes, required };
      return [
        description.array ? choicesColumn(field, label, list) : choiceColumn(field, label, list),
      ];
    }
    if (isNumber(f as Field<unknown>))
      return [numberColumn(field, label, { required, decimal: description.type === 'number' })];
    if (description.format === 'date') return [dateColumn(field, label, required)];
    return [textColumn(field, label, required)];
  });
}

/** A row's values as a new record's body: lists not given empty, yes/no as true/false, parts (`a.b.c`) read by their field's `imported`, the client's id made. */
export function importedBody<Row>(table: readonly Field<Row>[], values: Record<string, unknown>) {
  const lists = table
    .filter((f) => f.description.array && !Array.isArray(f.import))
    .map((f) => [f.field, values[f.field] ?? []]);
  const yesNo = table
    .filter((f) => f.description.type === 'boolean')
    .map((f) => [f.field, values[f.field] == null ? null : values[f.field] === 'true']);
  const own = Object.entries(values).filter(([field]) => !field.includes('.'));
  const read = table.flatMap((f) => (f.imported ? [[f.field, f.imported(values)]] : []));
  return { ...Object.fromEntries([...own, ...lists, ...yesNo, ...read]), _id: crypto.randomUUID() };
}
