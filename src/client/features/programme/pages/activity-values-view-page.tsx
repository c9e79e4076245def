import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { ButtonLink } from '@/client/components/button-link';
import { DrillNotice } from '@/client/components/drill-notice';
import { EmptyState } from '@/client/components/empty-state';
import { Modal } from '@/client/components/modal';
import { PageHeader } from '@/client/components/page-header';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { RecordHistory } from '@/client/components/record-history';
import { RecordList } from '@/client/components/record-list';
import { RecordFilters } from '@/client/components/record-screen/record-filters';
import { valueRecords } from '@/client/features/programme/api/value-records';
import { ValueDetails } from '@/client/features/programme/components/value-details';
import { VALUE_FILTERS } from '@/client/features/programme/components/value-filters';
import { ValueTotals } from '@/client/features/programme/components/value-totals';
import { ValuesTable } from '@/client/features/programme/components/values-table';
import { valueChunkLoader, valueExportHeader } from '@/client/features/programme/value-export';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { catalogueQuery } from '@/client/lib/catalogue-query';
import { DRILL_CLEARED } from '@/client/lib/drill-parts';
import { EXPORT_FILE_NAMES } from '@/client/lib/export-file-names';
import { useFocusOnChange } from '@/client/lib/focus';
import type { PageProps } from '@/client/lib/page-props';
import { useListState } from '@/client/lib/records/use-list-state';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { ACTIVITY_WRITERS } from '@/shared/programme/enums';
import { hrefFor, pathFor } from '@/shared/routes';

const PAGE_SIZE = 25;

/**
 * Activity Attributes View: what activities achieved, filtered by place, year, period, activity and
 * status (all in the URL), with the totals of the set by each figure's rule, export, and one value
 * opened (`?open=`) to edit, delete or read the history of.
 */
export default function ActivityValuesViewPage({ headingKey }: PageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const session = useSession();
  const canWrite = (ACTIVITY_WRITERS as readonly string[]).includes(
    session?.user.role?.toUpperCase() ?? '',
  );
  const list = useListState('listActivityValues', { pageSize: PAGE_SIZE });
  const { params, query, filters, filtered } = list;
  const values = valueRecords.useList(query);
  const openId = params.get('open') ?? undefined;
  const opened = valueRecords.useRecord(openId);
  const remove = valueRecords.useDelete();
  const catalogue = useQuery(catalogueQuery());
  const [action, setAction] = useState<'history' | 'delete'>();
  const [failure, setFailure] = useState<string>();
  const openedRef = useRef<HTMLDivElement>(null);
  useFocusOnChange(openedRef, opened.data?._id, Boolean(opened.data));
  const value = opened.data;
  const labels = Object.fromEntries(
    (catalogue.data?.attributes ?? []).map((a) => [
      a.code,
      locale === 'np' ? a.labelNe : a.labelEn,
    ]),
  );
  const fieldLabel = (key: string) =>
    intl.formatMessage({ id: `value.field.${key}`, defaultMessage: labels[key] ?? key });
  return (
    <>
      <PageHeader
        title={t(headingKey)}
        description={t('value.view.help')}
        actions={
          canWrite && (
            <ButtonLink href={pathFor('activityAttributesEntry', locale)}>
              <FormattedMessage id="page.activityAttributesEntry" />
            </ButtonLink>
          )
        }
      />
      <RecordFilters {...VALUE_FILTERS} value={filters} onChange={list.setFilters} />
      <DrillNotice params={params} onClear={() => list.setFilters(DRILL_CLEARED)} />
      {failure && (
        <div className="mb-4">
          <Alert tone="error">
            <FormattedMessage id={failure} />
          </Alert>
        </div>
      )}
      {value && (
        <div ref={openedRef} tabIndex={-1}>
          <ValueDetails
            value={value}
            labels={labels}
            actions={
              <div className="flex flex-wrap gap-2">
                {canWrite && !value.deletedAt && (
                  <ButtonLink
                    href={hrefFor('activityAttributesEntry', locale, {}, { id: value._id })}
                  >
                    <FormattedMessage id="value.edit" />
                  </ButtonLink>
                )}
                <Button variant="outline" onClick={() => setAction('history')}>
                  <FormattedMessage id="users.history" />
                </Button>
                {canWrite && !value.deletedAt && (
                  <Button variant="danger" onClick={() => setAction('delete')}>
                    <FormattedMessage id="value.delete" />
                  </Button>
                )}
                <Button variant="ghost" onClick={() => list.setParams({ open: undefined })}>
                  <FormattedMessage id="batch.close" />
                </Button>
              </div>
            }
          />
        </div>
      )}
      <ValueTotals totals={values.data?.totals} />
      {values.data && values.data.total > 0 && !values.data.totals && (
        <div className="mb-4">
          <Alert tone="info">
            <FormattedMessage id="value.totals.tooMany" />
          </Alert>
        </div>
      )}
      <RecordList
        list={list}
        result={values}
        pageSize={PAGE_SIZE}
        count={{ exact: 'value.count', atLeast: 'value.count' }}
        showDeleted="value.showDeleted"
        exporter={{
          fileName: EXPORT_FILE_NAMES.value,
          header: valueExportHeader(intl),
          loadChunk: valueChunkLoader(filters, intl, locale),
        }}
        empty={
          <EmptyState
            title={t(filtered ? 'value.empty.filtered.title' : 'value.empty.none.title')}
            message={t(filtered ? 'value.empty.filtered.message' : 'value.empty.none.message')}
          />
        }
      >
        {(slots) => <ValuesTable {...slots} onOpen={(row) => list.setParams({ open: row._id })} />}
      </RecordList>
      {action === 'history' && value && (
        <Modal
          open
          title={`${t('users.history')}: ${value.activity.code}`}
          onClose={() => setAction(undefined)}
        >
          <RecordHistory records={valueRecords} id={value._id} fieldLabel={fieldLabel} />
        </Modal>
      )}
      {action === 'delete' && value && (
        <ReasonDialog
          title={`${t('value.delete')}: ${value.activity.code}`}
          confirmLabel={t('value.delete')}
          onClose={() => setAction(undefined)}
          onConfirm={async (reason) => {
            await remove
              .mutateAsync({ id: value._id, body: { reason, version: value.version } })
              .catch((e) => setFailure(apiErrorMessageId(e)));
            setAction(undefined);
          }}
        />
      )}
    </>
  );
}
