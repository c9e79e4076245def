import { RECORD_FIELDS, REQUIRED_FIELDS } from '@/shared/api/contract-tables';
import type { Locale } from '@/shared/locale';
import * as palikaEnums from '@/shared/palika/enums';
import * as programmeEnums from '@/shared/programme/enums';
import * as pwdEnums from '@/shared/pwd/enums';
import * as serviceEnums from '@/shared/services/enums';
import type { ExportColumn } from './column-export';
import type { FieldDescription, RecordSchema } from './contract-form';
import type { ImportColumn } from './import-columns';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

/** The shared lists by name, as the contract's description names them. */
const LISTS = { ...palikaEnums, ...pwdEnums, ...serviceEnums, ...programmeEnums } as Record<
  string,
  unknown
>;

/** Where a field stands in one view: left out, or right after another field of the table. */
type Placed = false | { after: string };

/** One field of a kind: its label, how it reads, and where the details, export and import take it. */
export interface FieldSpec<Row> {
  /** The field as the contract names it (or a name of the kind's own, with views of its own). */
  field: string;
  /** Its label's message id: `<prefix>.field.<field>` unless given. */
  label?: string;
  /** The list whose labels name its codes (`enum.<list>.<code>`): the field's own name unless given; a yes/no field read by a list's labels names it. */
  list?: string;
  /** What the contract's input schema does not say of it: a read-only field's type (`{ type: 'integer' }`), codes of a list the contract does not name, an id read as stored (`{ type: 'string' }`). */
  description?: Partial<FieldDescription>;
  /** How it reads, besides its type: a phone or a number written as digits (a year), or a name in one script. */
  show?: 'phone' | 'digits' | 'ne' | 'en';
  /** The details' fact: left out, placed elsewhere, or read its own way. */
  details?: Placed | ((row: Row, intl: IntlShape, locale: Locale) => ReactNode);
  /** The export's columns: left out, or the kind's own (a grid a column a cell). */
  export?: false | readonly ExportColumn<Row>[];
  /** The import's columns: left out, placed elsewhere, or the kind's own. */
  import?: Placed | readonly ImportColumn[];
  /** The import's heading when it asks otherwise than the label (a date asked in BS, a facility by code or name). */
  importLabel?: string;
  /** Its value in a new record's body, from a row's values (a grid of its own columns, a list written as text). */
  imported?: (values: Record<string, unknown>) => unknown;
}

/** A field of the table with what the contract says of it. */
export interface Field<Row> extends FieldSpec<Row> {
  label: string;
  list: string;
  description: FieldDescription;
  /** Codes of its list, when it holds codes. */
  codes?: readonly string[];
  /** Whether a new record must give it. */
  required: boolean;
}

/** Fields no view shows: the record's version and the client's id. */
const UNSHOWN = ['version', '_id'];

/** A phone by the contract's naming (`phone`, `…Phone`): written in the page's digits. */
const isPhone = (field: string) => /(^p|P)hone$/.test(field);

/**
 * The specs with every field of the schema they do not name, each right after the field the
 * contract puts before it (or last): the table lists only what differs from the default.
 */
function completed<Row>(fields: readonly string[], specs: readonly FieldSpec<Row>[]) {
  const table = [...specs];
  fields.forEach((field, i) => {
    if (UNSHOWN.includes(field) || table.some((s) => s.field === field)) return;
    const before = fields.slice(0, i).reverse();
    const at = before.map((b) => table.findIndex((s) => s.field === b)).find((j) => j >= 0);
    table.splice(at === undefined ? table.length : at + 1, 0, { field });
  });
  return table;
}

/**
 * A kind's fields in the order its export writes them, each described by the contract: every
 * field of the schema, in the details, export and import, labelled `<prefix>.field.<field>` and
 * read by its type, unless its spec says otherwise.
 */
export function fieldTable<Row>(
  schema: RecordSchema,
  prefix: string,
  specs: readonly FieldSpec<Row>[],
): Field<Row>[] {
  const described = RECORD_FIELDS[schema] as Record<string, FieldDescription>;
  const required = (REQUIRED_FIELDS as Record<string, readonly string[]>)[
    schema.replace(/Update$/, 'Create')
  ];
  return completed(Object.keys(described), specs).map((spec) => {
    const description = { ...(described[spec.field] ?? { type: 'object' }), ...spec.description };
    const codes =
      description.codes ??
      (LISTS[description.enum ?? ''] as string[] | undefined) ??
      (description.type === 'boolean' && spec.list ? ['true', 'false'] : undefined);
    return {
      ...spec,
      label: spec.label ?? `${prefix}.field.${spec.field}`,
      list: spec.list ?? spec.field,
      show: spec.show ?? (isPhone(spec.field) ? 'phone' : undefined),
      description,
      codes,
      required: required?.includes(spec.field) ?? false,
    };
  });
}

/** The table's fields in one view's order: those left out dropped, those placed moved after theirs (one after another in turn). */
export function inView<Row>(
  table: readonly Field<Row>[],
  view: 'details' | 'import',
): Field<Row>[] {
  const placed = (f: Field<Row>) => {
    const where = f[view];
    return where && typeof where === 'object' && 'after' in where ? where.after : undefined;
  };
  const shown = table.filter((f) => f[view] !== false);
  const withFollowers = (f: Field<Row>): Field<Row>[] => [
    f,
    ...shown.filter((moved) => placed(moved) === f.field).flatMap(withFollowers),
  ];
  return shown.filter((f) => !placed(f)).flatMap(withFollowers);
}

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const enumFieldsOf = <Row>(table: readonly Field<Row>[]): Readonly<Record<string, string>> =>
  Object.fromEntries(table.filter((f) => f.codes).map((f) => [f.field, f.list]));

/** A form field's props from the table: its name, its list and codes, whether a new record must give it. */
export const fieldPropsOf =
  <Row>(table: readonly Field<Row>[]) =>
  (name: string) => {
    const field = table.find((f) => f.field === name);
    return {
      name,
      list: field?.list ?? name,
      codes: field?.codes ?? [],
      required: !!field?.required,
    };
  };
