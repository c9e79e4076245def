import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Alert } from '@/client/components/alert';
import { PageHeader } from '@/client/components/page-header';
import { PageFailure, PageLoading } from '@/client/components/page-state';
import { useVersionedEdit } from '@/client/components/use-versioned-edit';
import { batchRecords } from '@/client/features/programme/api/batch-records';
import { BatchForm } from '@/client/features/programme/components/batch-form/batch-form';
import {
  type Batch,
  type BatchInput,
  batchBodyOf,
  batchValuesOf,
  emptyBatchValues,
} from '@/client/features/programme/components/batch-form/values';
import { apiErrorMessageId } from '@/client/lib/api-client';
import type { PageProps } from '@/client/lib/page-props';
import { useUrlQuery } from '@/client/lib/records/use-url-query';
import { useLocale } from '@/client/lib/use-locale';
import { newId } from '@/client/lib/uuid';
import { currentFiscalYear, fiscalYearsUpToNow } from '@/shared/fiscal-year';
import { hrefFor } from '@/shared/routes';

/** Entry years from the programme's first call (2075/76) to the next year's call. */
const entryYears = () => [currentFiscalYear() + 1, ...fiscalYearsUpToNow(), 2077, 2076, 2075];

/** The page's own parameter: the batch edited (none: a new batch). */
const PAGE_PARAMETERS = { id: { type: 'string' } } as const;

/**
 * Batch Profile Entry: a new batch, or (`?id=`) a batch edited from the version read. The id of a
 * new batch is made once per form, so a save retried after a lost answer finds the first batch.
 */
export default function BatchEntryPage({ headingKey }: PageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const editId = useUrlQuery('listBatches', PAGE_PARAMETERS).query.id;
  const [id] = useState(newId);
  const create = batchRecords.useCreate();
  const update = batchRecords.useUpdate();
  const batch = batchRecords.useRecord(editId);
  const [failure, setFailure] = useState<string>();
  const opened = (saved: Batch) =>
    navigate(hrefFor('batchProfileList', locale, {}, { open: saved._id, saved: 1 }));
  const edit = useVersionedEdit<Batch, BatchInput>({
    current: batch.data,
    inputOf: (record) => batchBodyOf(batchValuesOf(record, locale)),
    fetchLatest: batchRecords.fetchRecord,
    submit: async (body, version) =>
      opened(await update.mutateAsync({ id: editId!, body: { ...body, version } })),
  });
  const title = intl.formatMessage({ id: editId ? 'batch.editTitle' : headingKey });
  if (editId && batch.isLoading) return <PageLoading title={title} />;
  if (editId && !batch.data) return <PageFailure title={title} error={batch.error} />;
  const fiscalYears = entryYears().filter((fy, i, all) => all.indexOf(fy) === i);
  return (
    <>
      <PageHeader
        title={editId && edit.base ? `${title}: ${edit.base.code}` : title}
        description={intl.formatMessage({ id: 'batch.entry.help' })}
      />
      {failure && (
        <div className="mb-4">
          <Alert tone="error">
            <FormattedMessage id={failure} />
          </Alert>
        </div>
      )}
      {edit.base ? (
        <BatchForm
          key={edit.formKey}
          initial={batchValuesOf(edit.base, locale)}
          fiscalYears={fiscalYears}
          submitLabel={intl.formatMessage({ id: 'batch.saveChanges' })}
          onRefused={edit.onRefused}
          onSave={(body) => edit.save(body)}
        />
      ) : (
        <BatchForm
          initial={emptyBatchValues(currentFiscalYear())}
          fiscalYears={fiscalYears}
          submitLabel={intl.formatMessage({ id: 'batch.create' })}
          onSave={async (body) => opened(await create.mutateAsync({ ...body, _id: id }))}
        />
      )}
      {edit.conflictDialog({
        fieldLabel: (field) =>
          intl.formatMessage({ id: `batch.field.${field}`, defaultMessage: field }),
        valueText: (_field, value) =>
          typeof value === 'object' ? JSON.stringify(value) : String(value ?? '—'),
        onFailure: (e) => setFailure(apiErrorMessageId(e)),
      })}
    </>
  );
}
