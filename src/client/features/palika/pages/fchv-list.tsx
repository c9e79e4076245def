import { useIntl } from 'react-intl';
import { fchvRecords } from '@/client/features/palika/api/fchv-records';
import { FchvDetails } from '@/client/features/palika/components/fchv-details';
import { FchvFilters } from '@/client/features/palika/components/fchv-filters';
import { FCHV_ENUM_FIELDS } from '@/client/features/palika/components/fchv-form/values';
import { FchvsTable } from '@/client/features/palika/components/fchvs-table';
import { PalikaImport } from '@/client/features/palika/components/palika-import';
import { PROFILE_PAGE_SIZE, ProfileList } from '@/client/features/palika/components/profile-list';
import { RetirementNotice } from '@/client/features/palika/components/retirement-notice';
import { fchvChunkLoader, fchvExportHeader } from '@/client/features/palika/fchv-export';
import { fchvImportKind } from '@/client/features/palika/fchv-import';
import { useListState } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { hrefFor } from '@/shared/routes';

/** The FCHVs of the user's area with their filters in the URL, export, and one opened. */
export function FchvList({ headingKey, canWrite }: { headingKey: string; canWrite: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const list = useListState('listFchvs', { pageSize: PROFILE_PAGE_SIZE });
  const { params, query, filters } = list;
  return (
    <ProfileList
      prefix="fchv"
      headingKey={headingKey}
      canWrite={canWrite}
      hrefOf={(extra) => hrefFor('fchvProfile', locale, {}, extra)}
      list={list}
      result={fchvRecords.useList(query)}
      opened={fchvRecords.useRecord(params.get('open') ?? undefined)}
      records={fchvRecords}
      nameOf={(f) => (locale === 'np' ? f.nameNe : (f.nameEn ?? f.nameNe))}
      enumFields={FCHV_ENUM_FIELDS}
      filters={<FchvFilters value={filters} onChange={list.setFilters} />}
      importer={<PalikaImport kindOf={fchvImportKind} recordsKey="fchvs" />}
      notices={
        !filters.retirement && (
          <RetirementNotice
            filters={filters}
            onShow={() => list.setFilters({ retirement: 'due' })}
          />
        )
      }
      details={(f) => <FchvDetails fchv={f} />}
      exporter={{
        header: fchvExportHeader(intl),
        loadChunk: fchvChunkLoader(filters, intl, locale),
      }}
      table={(slots) => (
        <FchvsTable
          {...slots}
          sorting={{ sort: query.sort, order: query.order, onSort: list.toggleSort }}
          onOpen={(row) => list.setParams({ open: row._id, saved: undefined })}
        />
      )}
    />
  );
}
