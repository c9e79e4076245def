import { useIntl } from 'react-intl';
import { enumLabel } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import type { Locale } from '@/shared/locale';
import type { Field } from './field-table';
import type { IntlShape } from 'react-intl';

/** The table's fields of one view, in the order the view names them (a section of the details, an export). */
export function fieldsNamed<Row>(table: readonly Field<Row>[], names: readonly string[]) {
  return names.map((name) => {
    const field = table.find((f) => f.field === name);
    if (!field) throw new Error(`No field ${name} in the table`);
    return field;
  });
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * A value of a field in words, as its table reads it: codes as their labels (several parted by
 * commas), numbers and dates in the reader's digits and calendar, yes / no, phones and years in
 * the page's digits, the rest as stored; `null` for nothing.
 */
export function fieldValueText<Row>(
  f: Field<Row>,
  value: unknown,
  intl: IntlShape,
  locale: Locale,
): string | null {
  if (isEmpty(value)) return null;
  const isNumber = f.description.type === 'integer' || f.description.type === 'number';
  const one = (item: unknown) =>
    f.codes
      ? enumLabel(intl, f.list, String(item))
      : isNumber
        ? formatNumber(item as number, locale)
        : String(item);
  if (Array.isArray(value)) return value.map(one).join(', ');
  if (f.show === 'ne' || f.show === 'en') return String(value);
  if (f.show === 'phone' || f.show === 'digits') return formatDigits(String(value), locale);
  if (f.description.format === 'date') return formatBsDate(value as string, locale);
  if (f.description.type === 'boolean') return enumLabel(intl, 'yesNo', String(value));
  return one(value);
}

/**
 * A field's value in words for a history or a conflict (`(field, value) => text`): read as the
 * kind's table reads it, a field the table does not hold as stored, nothing as "—".
 */
export function useFieldText<Row>(table: readonly Field<Row>[]) {
  const intl = useIntl();
  const locale = useLocale();
  return (field: string, value: unknown): string => {
    const f = table.find((candidate) => candidate.field === field);
    if (isEmpty(value)) return '—';
    return f ? (fieldValueText(f, value, intl, locale) ?? '—') : String(value);
  };
}
