import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { ButtonLink } from '@/client/components/button-link';
import { EmptyState } from '@/client/components/empty-state';
import type { ExportButtonProps } from '@/client/components/export-button';
import { OpenedRecord, type OpenedRecordProps } from '@/client/components/opened-record';
import { PageHeader } from '@/client/components/page-header';
import { useRecordValueText } from '@/client/components/record-history';
import {
  RecordList,
  type RecordListResult,
  type RecordListState,
  type RecordTableSlots,
} from '@/client/components/record-list';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { EXPORT_FILE_NAMES, type ExportedList } from '@/client/lib/export-file-names';
import { useSession } from '@/client/lib/session';
import { isAdmin } from '@/shared/roles';
import type { ReactNode } from 'react';

type Versioned = { _id: string; version: number; deletedAt?: string | null };

export interface RecordListScreenProps<Row extends Versioned> {
  /** Message prefix of the kind (`facility` → `facility.count`, `facility.field.nameNe`). */
  prefix: ExportedList;
  headingKey: string;
  canWrite: boolean;
  /** A place's profile is made with its place: no "add", no delete (decision 0025). */
  ofPlace?: boolean;
  /** Where a new record's form is, and a record's edit. */
  hrefOf: (query: Record<string, string>) => string;
  list: RecordListState & { params: URLSearchParams; filtered: boolean };
  result: RecordListResult<Row>;
  /** The record opened (`?open=`) as its query answers. */
  opened: { data?: Row; error: unknown };
  records: OpenedRecordProps['records'];
  nameOf: (row: Row) => string;
  enumFields: Readonly<Record<string, string>>;
  filters: ReactNode;
  /** An import from a spreadsheet, beside "add", for a kind that has one. */
  importer?: ReactNode;
  /** What shows above the list (a warning of retirements due). */
  notices?: ReactNode;
  details: (row: Row) => ReactNode;
  exporter: Pick<ExportButtonProps, 'header' | 'loadChunk'>;
  table: (slots: RecordTableSlots<Row>) => ReactNode;
}

/** Rows a record list's page shows. */
export const RECORD_PAGE_SIZE = 25;
const PAGE_SIZE = RECORD_PAGE_SIZE;

/**
 * A record list's screen, the same for every kind: heading and "add", filters in the URL, the
 * record opened with its actions, and the list with its count, export, deleted switch and paging.
 * The kind gives its filters, table, details and export columns (declared-list.tsx reads them).
 */
export function RecordListScreen<Row extends Versioned>(props: RecordListScreenProps<Row>) {
  const { prefix, list, opened, records, nameOf } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const session = useSession();
  const valueText = useRecordValueText(props.enumFields);
  const record = opened.data;
  const empty = list.filtered ? 'filtered' : 'none';
  return (
    <>
      <PageHeader
        title={t(props.headingKey)}
        description={t(`${prefix}.list.help`)}
        actions={
          props.canWrite &&
          !props.ofPlace && (
            <div className="flex flex-wrap gap-2">
              {props.importer}
              <ButtonLink href={props.hrefOf({ new: '1' })}>
                <FormattedMessage id={`${prefix}.new`} />
              </ButtonLink>
            </div>
          )
        }
      />
      {props.filters}
      {props.notices}
      {list.params.get('saved') === '1' && record && (
        <div className="mb-4">
          <Alert tone="success">
            <FormattedMessage id="record.saved" values={{ name: nameOf(record) }} />
          </Alert>
        </div>
      )}
      {Boolean(opened.error) && (
        <div className="mb-4">
          <Alert tone="error">
            <FormattedMessage id={apiErrorMessageId(opened.error)} />
          </Alert>
        </div>
      )}
      {record && (
        <OpenedRecord
          record={record}
          title={nameOf(record)}
          records={records}
          canWrite={props.canWrite}
          canRestore={isAdmin(session?.user.role)}
          deletable={!props.ofPlace}
          editHref={props.hrefOf({ edit: record._id })}
          onClose={() => list.setParams({ open: undefined, saved: undefined })}
          fieldLabel={(key) =>
            intl.formatMessage({ id: `${prefix}.field.${key}`, defaultMessage: key })
          }
          valueText={valueText}
        >
          {props.details(record)}
        </OpenedRecord>
      )}
      <RecordList
        list={list}
        result={props.result}
        pageSize={PAGE_SIZE}
        count={{ exact: `${prefix}.count`, atLeast: `${prefix}.count` }}
        showDeleted={`${prefix}.showDeleted`}
        exporter={{ fileName: EXPORT_FILE_NAMES[prefix], ...props.exporter }}
        empty={
          <EmptyState
            title={t(`${prefix}.empty.${empty}.title`)}
            message={t(`${prefix}.empty.${empty}.message`)}
          />
        }
      >
        {props.table}
      </RecordList>
    </>
  );
}
