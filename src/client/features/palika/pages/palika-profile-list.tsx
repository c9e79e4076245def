import { useIntl } from 'react-intl';
import { palikaProfileRecords } from '@/client/features/palika/api/palika-profile-records';
import { PalikaProfileDetails } from '@/client/features/palika/components/palika-profile-details';
import { PalikaProfileFilters } from '@/client/features/palika/components/palika-profile-filters';
import { PALIKA_PROFILE_ENUM_FIELDS } from '@/client/features/palika/components/palika-profile-form/values';
import { PalikaProfilesTable } from '@/client/features/palika/components/palika-profiles-table';
import { PROFILE_PAGE_SIZE, ProfileList } from '@/client/features/palika/components/profile-list';
import {
  palikaProfileChunkLoader,
  palikaProfileExportHeader,
} from '@/client/features/palika/palika-profile-export';
import { useListState } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { hrefFor } from '@/shared/routes';

/** Every palika of the user's area with its profile, filled in or not; one opened to read or edit. */
export function PalikaProfileList({
  headingKey,
  canWrite,
}: {
  headingKey: string;
  canWrite: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const list = useListState('listPalikaProfiles', { pageSize: PROFILE_PAGE_SIZE });
  const { params, query, filters } = list;
  return (
    <ProfileList
      prefix="palikaProfile"
      ofPlace
      headingKey={headingKey}
      canWrite={canWrite}
      hrefOf={(extra) => hrefFor('actualPalikaProfile', locale, {}, extra)}
      list={list}
      result={palikaProfileRecords.useList(query)}
      opened={palikaProfileRecords.useRecord(params.get('open') ?? undefined)}
      records={palikaProfileRecords}
      nameOf={(p) => (locale === 'np' ? p.nameNe : p.nameEn)}
      enumFields={PALIKA_PROFILE_ENUM_FIELDS}
      filters={<PalikaProfileFilters value={filters} onChange={list.setFilters} />}
      details={(p) => <PalikaProfileDetails profile={p} />}
      exporter={{
        header: palikaProfileExportHeader(intl),
        loadChunk: palikaProfileChunkLoader(filters, intl, locale),
      }}
      table={(slots) => (
        <PalikaProfilesTable
          {...slots}
          sorting={{ sort: query.sort, order: query.order, onSort: list.toggleSort }}
          onOpen={(row) => list.setParams({ open: row._id, saved: undefined })}
        />
      )}
    />
  );
}
