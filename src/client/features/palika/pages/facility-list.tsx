import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { ButtonLink } from '@/client/components/button-link';
import { EmptyState } from '@/client/components/empty-state';
import { OpenedRecord } from '@/client/components/opened-record';
import { PageHeader } from '@/client/components/page-header';
import { useRecordValueText } from '@/client/components/record-history';
import { RecordList } from '@/client/components/record-list';
import { facilityRecords } from '@/client/features/palika/api/facility-records';
import { FacilitiesTable } from '@/client/features/palika/components/facilities-table';
import { FacilityDetails } from '@/client/features/palika/components/facility-details';
import { FacilityFilters } from '@/client/features/palika/components/facility-filters';
import { FACILITY_ENUM_FIELDS } from '@/client/features/palika/components/facility-form/values';
import {
  facilityChunkLoader,
  facilityExportHeader,
} from '@/client/features/palika/facility-export';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { useListState } from '@/client/lib/records/use-list-state';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { isAdmin } from '@/shared/roles';
import { hrefFor } from '@/shared/routes';

const PAGE_SIZE = 25;

/** The facilities of the user's area with their filters in the URL, export, and one opened. */
export function FacilityList({ headingKey, canWrite }: { headingKey: string; canWrite: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const session = useSession();
  const valueText = useRecordValueText(FACILITY_ENUM_FIELDS);
  const list = useListState('listHealthFacilities', { pageSize: PAGE_SIZE });
  const { params, query, filters, filtered } = list;
  const facilities = facilityRecords.useList(query);
  const openedQuery = facilityRecords.useRecord(params.get('open') ?? undefined);
  const opened = openedQuery.data;
  const href = (extra: Record<string, string>) =>
    hrefFor('healthFacilityProfile', locale, {}, extra);
  return (
    <>
      <PageHeader
        title={t(headingKey)}
        description={t('facility.list.help')}
        actions={
          canWrite && (
            <ButtonLink href={href({ new: '1' })}>
              <FormattedMessage id="facility.new" />
            </ButtonLink>
          )
        }
      />
      <FacilityFilters value={filters} onChange={list.setFilters} />
      {params.get('saved') === '1' && opened && (
        <div className="mb-4">
          <Alert tone="success">
            <FormattedMessage id="record.saved" values={{ name: opened.nameNe }} />
          </Alert>
        </div>
      )}
      {openedQuery.error && (
        <div className="mb-4">
          <Alert tone="error">
            <FormattedMessage id={apiErrorMessageId(openedQuery.error)} />
          </Alert>
        </div>
      )}
      {opened && (
        <OpenedRecord
          record={opened}
          title={locale === 'np' ? opened.nameNe : opened.nameEn}
          records={facilityRecords}
          canWrite={canWrite}
          canRestore={isAdmin(session?.user.role)}
          editHref={href({ edit: opened._id })}
          onClose={() => list.setParams({ open: undefined, saved: undefined })}
          fieldLabel={(key) =>
            intl.formatMessage({ id: `facility.field.${key}`, defaultMessage: key })
          }
          valueText={valueText}
        >
          <FacilityDetails facility={opened} />
        </OpenedRecord>
      )}
      <RecordList
        list={list}
        result={facilities}
        pageSize={PAGE_SIZE}
        count={{ exact: 'facility.count', atLeast: 'facility.count' }}
        showDeleted="facility.showDeleted"
        exporter={{
          fileName: t('facility.export.fileName'),
          header: facilityExportHeader(intl),
          loadChunk: facilityChunkLoader(filters, intl, locale),
        }}
        empty={
          <EmptyState
            title={t(filtered ? 'facility.empty.filtered.title' : 'facility.empty.none.title')}
            message={t(
              filtered ? 'facility.empty.filtered.message' : 'facility.empty.none.message',
            )}
          />
        }
      >
        {(slots) => (
          <FacilitiesTable
            {...slots}
            sorting={{ sort: query.sort, order: query.order, onSort: list.toggleSort }}
            onOpen={(row) => list.setParams({ open: row._id, saved: undefined })}
          />
        )}
      </RecordList>
    </>
  );
}
