import { useIntl } from 'react-intl';
import { facilityRecords } from '@/client/features/palika/api/facility-records';
import { FacilitiesTable } from '@/client/features/palika/components/facilities-table';
import { FacilityDetails } from '@/client/features/palika/components/facility-details';
import { FacilityFilters } from '@/client/features/palika/components/facility-filters';
import { FACILITY_ENUM_FIELDS } from '@/client/features/palika/components/facility-form/values';
import { PalikaImport } from '@/client/features/palika/components/palika-import';
import { PROFILE_PAGE_SIZE, ProfileList } from '@/client/features/palika/components/profile-list';
import {
  facilityChunkLoader,
  facilityExportHeader,
} from '@/client/features/palika/facility-export';
import { facilityImportKind } from '@/client/features/palika/facility-import';
import { useListState } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { hrefFor } from '@/shared/routes';

/** The facilities of the user's area with their filters in the URL, export, and one opened. */
export function FacilityList({ headingKey, canWrite }: { headingKey: string; canWrite: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const list = useListState('listHealthFacilities', { pageSize: PROFILE_PAGE_SIZE });
  const { params, query, filters } = list;
  return (
    <ProfileList
      prefix="facility"
      headingKey={headingKey}
      canWrite={canWrite}
      hrefOf={(extra) => hrefFor('healthFacilityProfile', locale, {}, extra)}
      list={list}
      result={facilityRecords.useList(query)}
      opened={facilityRecords.useRecord(params.get('open') ?? undefined)}
      records={facilityRecords}
      nameOf={(f) => (locale === 'np' ? f.nameNe : f.nameEn)}
      enumFields={FACILITY_ENUM_FIELDS}
      filters={<FacilityFilters value={filters} onChange={list.setFilters} />}
      importer={<PalikaImport kindOf={facilityImportKind} recordsKey="healthFacilities" />}
      details={(f) => <FacilityDetails facility={f} />}
      exporter={{
        header: facilityExportHeader(intl),
        loadChunk: facilityChunkLoader(filters, intl, locale),
      }}
      table={(slots) => (
        <FacilitiesTable
          {...slots}
          sorting={{ sort: query.sort, order: query.order, onSort: list.toggleSort }}
          onOpen={(row) => list.setParams({ open: row._id, saved: undefined })}
        />
      )}
    />
  );
}
