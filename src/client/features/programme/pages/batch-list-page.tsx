import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { ButtonLink } from '@/client/components/button-link';
import { EmptyState } from '@/client/components/empty-state';
import { Modal } from '@/client/components/modal';
import { PageHeader } from '@/client/components/page-header';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { RecordHistory, useRecordValueText } from '@/client/components/record-history';
import { RecordList } from '@/client/components/record-list';
import { RecordFilters } from '@/client/components/record-screen/record-filters';
import { RecordTable } from '@/client/components/record-screen/record-table';
import { batchRecords } from '@/client/features/programme/api/batch-records';
import { batchChunkLoader, batchExportHeader } from '@/client/features/programme/batch-export';
import { BATCH_FIELDS } from '@/client/features/programme/batch-fields';
import { BATCH_TABLE } from '@/client/features/programme/components/batch-columns';
import { BatchDetails } from '@/client/features/programme/components/batch-details';
import { BATCH_FILTERS } from '@/client/features/programme/components/batch-filters';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { EXPORT_FILE_NAMES } from '@/client/lib/export-file-names';
import { useFocusOnChange } from '@/client/lib/focus';
import type { PageProps } from '@/client/lib/page-props';
import { enumFieldsOf } from '@/client/lib/records/field-table';
import { useListState } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { hrefFor, pathFor } from '@/shared/routes';

const PAGE_SIZE = 25;

/**
 * Batch Profile View: the batches with their filters in the URL, export, and one batch opened
 * (`?open=`) with its members and each one's phase, to edit, delete or read the history of.
 */
export default function BatchListPage({ headingKey }: PageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState('listBatches', { pageSize: PAGE_SIZE });
  const { params, query, filters, filtered } = list;
  const batches = batchRecords.useList(query);
  const batchValueText = useRecordValueText(enumFieldsOf(BATCH_FIELDS));
  const openId = params.get('open') ?? undefined;
  const opened = batchRecords.useRecord(openId);
  const remove = batchRecords.useDelete();
  const [action, setAction] = useState<'history' | 'delete'>();
  const [failure, setFailure] = useState<string>();
  const openedRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(openedRef, opened.data?._id, Boolean(opened.data));
  const batch = opened.data;
  return (
    <>
      <PageHeader
        title={t(headingKey)}
        actions={
          <ButtonLink href={pathFor('batchProfileAdd', locale)}>
            <FormattedMessage id="page.batchProfileAdd" />
          </ButtonLink>
        }
      />
      <RecordFilters {...BATCH_FILTERS} value={filters} onChange={list.setFilters} />
      {params.get('saved') === '1' && batch && (
        <div className="mb-4">
          <Alert tone="success">
            <FormattedMessage id="batch.saved" values={{ code: batch.code }} />
          </Alert>
        </div>
      )}
      {failure && (
        <div className="mb-4">
          <Alert tone="error">
            <FormattedMessage id={failure} />
          </Alert>
        </div>
      )}
      {batch && (
        <div ref={openedRef} tabIndex={-1}>
          <BatchDetails
            batch={batch}
            actions={
              <div className="flex flex-wrap gap-2">
                {!batch.deletedAt && (
                  <ButtonLink href={hrefFor('batchProfileAdd', locale, {}, { id: batch._id })}>
                    <FormattedMessage id="batch.edit" />
                  </ButtonLink>
                )}
                <Button variant="outline" onClick={() => setAction('history')}>
                  <FormattedMessage id="users.history" />
                </Button>
                {!batch.deletedAt && (
                  <Button variant="danger" onClick={() => setAction('delete')}>
                    <FormattedMessage id="batch.delete" />
                  </Button>
                )}
                <Button
                  variant="ghost"
                  onClick={() => list.setParams({ open: undefined, saved: undefined })}
                >
                  <FormattedMessage id="batch.close" />
                </Button>
              </div>
            }
          />
        </div>
      )}
      <RecordList
        list={list}
        result={batches}
        pageSize={PAGE_SIZE}
        count={{ exact: 'batch.count', atLeast: 'batch.count' }}
        showDeleted="batch.showDeleted"
        exporter={{
          fileName: EXPORT_FILE_NAMES.batch,
          header: batchExportHeader(intl),
          loadChunk: batchChunkLoader(filters, intl, locale),
        }}
        empty={
          <EmptyState
            title={t(filtered ? 'batch.empty.filtered.title' : 'batch.empty.none.title')}
            message={t(filtered ? 'batch.empty.filtered.message' : 'batch.empty.none.message')}
          />
        }
      >
        {(slots) => (
          <RecordTable
            {...BATCH_TABLE}
            {...slots}
            onOpen={(row) => list.setParams({ open: row._id, saved: undefined })}
          />
        )}
      </RecordList>
      {action === 'history' && batch && (
        <Modal
          open
          title={`${t('users.history')}: ${batch.code}`}
          onClose={() => setAction(undefined)}
        >
          <RecordHistory
            records={batchRecords}
            valueText={batchValueText}
            id={batch._id}
            fieldLabel={(key) =>
              intl.formatMessage({ id: `batch.field.${key}`, defaultMessage: key })
            }
          />
        </Modal>
      )}
      {action === 'delete' && batch && (
        <ReasonDialog
          title={`${t('batch.delete')}: ${batch.code}`}
          confirmLabel={t('batch.delete')}
          onClose={() => setAction(undefined)}
          onConfirm={async (reason) => {
            await remove
              .mutateAsync({ id: batch._id, body: { reason, version: batch.version } })
              .catch((e) => setFailure(apiErrorMessageId(e)));
            setAction(undefined);
          }}
        />
      )}
    </>
  );
}
