import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { DrillNotice } from '@/client/components/drill-notice';
import { EmptyState } from '@/client/components/empty-state';
import { Modal } from '@/client/components/modal';
import { PageHeader } from '@/client/components/page-header';
import { RecordHistory } from '@/client/components/record-history';
import { RecordList } from '@/client/components/record-list';
import { RecordFilters } from '@/client/components/record-screen/record-filters';
import { useCatalogue } from '@/client/features/services/api/service-queries';
import { serviceRecords } from '@/client/features/services/api/service-records';
import { RecordEditor } from '@/client/features/services/components/record-editor';
import {
  DeleteServiceDialog,
  type Deletion,
  DeletionNotice,
} from '@/client/features/services/components/service-deletion';
import { SERVICE_FILTERS } from '@/client/features/services/components/service-filters';
import {
  type ServiceAction,
  ServicesTable,
} from '@/client/features/services/components/services-table';
import { serviceChunkLoader, serviceExportHeader } from '@/client/features/services/service-export';
import { DRILL_CLEARED } from '@/client/lib/drill-parts';
import { EXPORT_FILE_NAMES } from '@/client/lib/export-file-names';
import { useListState } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import { pathFor } from '@/shared/routes';

type Row = Schemas['ServiceRecord'];
const PAGE_SIZE = 25;

/** Service records in the user's area: filters in the URL, totals of the filtered set, export, and edit, delete and history per record. */
export default function ServiceViewPage() {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState('listServiceRecords', { pageSize: PAGE_SIZE });
  const { params, query, filters, filtered } = list;
  const records = serviceRecords.useList(query);
  const catalogue = useCatalogue();
  const [action, setAction] = useState<{ kind: ServiceAction; row: Row }>();
  const [deletion, setDeletion] = useState<Deletion>();
  const totals = records.data?.totals;
  const n = (value: number) => formatNumber(value, locale);
  return (
    <>
      <PageHeader title={t('page.providedServiceView')} />
      <RecordFilters {...SERVICE_FILTERS} value={filters} onChange={list.setFilters} />
      <DrillNotice params={params} onClear={() => list.setFilters(DRILL_CLEARED)} />
      {totals && (
        <dl
          aria-label={t('services.totals')}
          className="mb-3 grid gap-2 rounded border border-gray-200 bg-white p-3 text-sm sm:grid-cols-4"
        >
          {(
            [
              ['records', totals.records],
              ['persons', totals.persons],
              ['participants', totals.participants],
              // No sum of quantities: it would add persons, visits, days and items together.
              ['cost', totals.costNpr],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt className="text-gray-700">{t(`services.totals.${key}`)}</dt>
              <dd className="text-lg font-semibold">{n(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {records.data && !totals && (
        <p className="mb-3 rounded border border-gray-200 bg-white p-3 text-sm text-gray-800">
          <FormattedMessage id="services.totals.tooMany" values={{ count: records.data.total }} />
        </p>
      )}
      <DeletionNotice deletion={deletion} />
      <RecordList
        list={list}
        result={records}
        pageSize={PAGE_SIZE}
        exporter={{
          fileName: EXPORT_FILE_NAMES.services,
          header: serviceExportHeader(intl),
          loadChunk: serviceChunkLoader(filters, intl, locale),
        }}
        empty={
          <EmptyState
            title={t(filtered ? 'services.empty.filtered.title' : 'services.empty.none.title')}
            message={t(
              filtered ? 'services.empty.filtered.message' : 'services.empty.none.message',
            )}
            action={
              <Link
                className="rounded bg-primary px-4 py-2 text-sm font-semibold uppercase tracking-wide text-white hover:bg-secondary"
                href={pathFor('providedServiceEntry', locale)}
              >
                <FormattedMessage id="page.providedServiceEntry" />
              </Link>
            }
          />
        }
      >
        {(slots) => <ServicesTable {...slots} onAction={(kind, row) => setAction({ kind, row })} />}
      </RecordList>
      {action?.kind === 'edit' && catalogue.data && (
        <RecordEditor
          record={action.row}
          catalogue={catalogue.data}
          onClose={() => setAction(undefined)}
        />
      )}
      {action?.kind === 'history' && (
        <Modal open title={t('users.history')} onClose={() => setAction(undefined)}>
          <RecordHistory
            records={serviceRecords}
            id={action.row._id}
            fieldLabel={(key) =>
              intl.formatMessage({ id: `services.field.${key}`, defaultMessage: key })
            }
          />
        </Modal>
      )}
      {action?.kind === 'delete' && (
        <DeleteServiceDialog
          row={action.row}
          onClose={() => setAction(undefined)}
          onDeleted={(message) => {
            setAction(undefined);
            setDeletion((last) => ({ message, count: (last?.count ?? 0) + 1 }));
          }}
        />
      )}
      <p className="mt-2 text-sm text-gray-700">
        <FormattedMessage id="services.personsNote" />
      </p>
    </>
  );
}
