import { useIntl } from 'react-intl';
import { wardRecords } from '@/client/features/palika/api/ward-records';
import { PROFILE_PAGE_SIZE, ProfileList } from '@/client/features/palika/components/profile-list';
import { WardDetails } from '@/client/features/palika/components/ward-details';
import { WardFilters } from '@/client/features/palika/components/ward-filters';
import { WARD_ENUM_FIELDS } from '@/client/features/palika/components/ward-form/values';
import { WardsTable } from '@/client/features/palika/components/wards-table';
import { wardChunkLoader, wardExportHeader } from '@/client/features/palika/ward-export';
import { wardName } from '@/client/features/palika/ward-name';
import { useListState } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { hrefFor } from '@/shared/routes';

/** Every ward of the user's area with its profile, filled in or not; one opened to read or edit. */
export function WardList({ headingKey, canWrite }: { headingKey: string; canWrite: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const list = useListState('listWardProfiles', { pageSize: PROFILE_PAGE_SIZE });
  const { params, query, filters } = list;
  return (
    <ProfileList
      prefix="ward"
      ofPlace
      headingKey={headingKey}
      canWrite={canWrite}
      hrefOf={(extra) => hrefFor('wardProfile', locale, {}, extra)}
      list={list}
      result={wardRecords.useList(query)}
      opened={wardRecords.useRecord(params.get('open') ?? undefined)}
      records={wardRecords}
      nameOf={(w) => wardName(intl, locale, w)}
      enumFields={WARD_ENUM_FIELDS}
      filters={<WardFilters value={filters} onChange={list.setFilters} />}
      details={(w) => <WardDetails ward={w} />}
      exporter={{
        header: wardExportHeader(intl),
        loadChunk: wardChunkLoader(filters, intl, locale),
      }}
      table={(slots) => (
        <WardsTable
          {...slots}
          sorting={{ sort: query.sort, order: query.order, onSort: list.toggleSort }}
          onOpen={(row) => list.setParams({ open: row._id, saved: undefined })}
        />
      )}
    />
  );
}
