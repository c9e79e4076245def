import { useIntl } from 'react-intl';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import { AuditTrail } from './audit-trail';

type Entries = {
  data?: { items: Schemas['AuditEntry'][] };
  isLoading: boolean;
  error?: unknown;
  refetch?: () => unknown;
};

export interface RecordHistoryProps {
  /** A kind's record client (`recordClient(...)`): its history query is read here. */
  records: { useHistory: (id: string) => Entries };
  id: string;
  /** The name of a field in the reader's language. */
  fieldLabel: (key: string) => string;
  /** How a value is shown; numbers in the reader's digits, `…Date` fields in Bikram Sambat when omitted. */
  valueText?: (key: string, value: unknown) => string;
}

/**
 * The value of a field as any record's history shows it: a code of a shared list (`enumFields`
 * names the list of each such field, `services: 'facilityService'`) by its label, numbers in the
 * reader's digits, `…Date` fields in Bikram Sambat.
 */
export function useRecordValueText(enumFields: Readonly<Record<string, string>> = {}) {
  const intl = useIntl();
  const locale = useLocale();
  const label = (list: string, code: unknown) =>
    intl.formatMessage({ id: `enum.${list}.${String(code)}`, defaultMessage: String(code) });
  return (key: string, value: unknown): string =>
    enumFields[key] !== undefined
      ? (Array.isArray(value) ? value : [value])
          .map((code) => label(enumFields[key], code))
          .join(', ')
      : typeof value === 'number'
        ? formatNumber(value, locale)
        : typeof value === 'boolean'
          ? intl.formatMessage({ id: `enum.yesNo.${String(value)}` })
          : /Date$/.test(key) && typeof value === 'string'
            ? formatBsDate(value, locale)
            : typeof value === 'object'
              ? JSON.stringify(value)
              : String(value);
}

/** A record's history (who changed what, when, each field before and after), for any kind of record. */
export function RecordHistory({ records, id, fieldLabel, valueText }: RecordHistoryProps) {
  const history = records.useHistory(id);
  const standard = useRecordValueText();
  return (
    <AuditTrail
      entries={history.data?.items}
      loading={history.isLoading}
      error={history.error}
      onRetry={history.refetch}
      briefActions={['create']}
      valueText={valueText ?? standard}
      fieldLabel={fieldLabel}
    />
  );
}
