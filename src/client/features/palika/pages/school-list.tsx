import { useIntl } from 'react-intl';
import { schoolRecords } from '@/client/features/palika/api/school-records';
import { PalikaImport } from '@/client/features/palika/components/palika-import';
import { PROFILE_PAGE_SIZE, ProfileList } from '@/client/features/palika/components/profile-list';
import { SchoolDetails } from '@/client/features/palika/components/school-details';
import { SchoolFilters } from '@/client/features/palika/components/school-filters';
import { SCHOOL_ENUM_FIELDS } from '@/client/features/palika/components/school-form/values';
import { SchoolsTable } from '@/client/features/palika/components/schools-table';
import { schoolChunkLoader, schoolExportHeader } from '@/client/features/palika/school-export';
import { schoolImportKind } from '@/client/features/palika/school-import';
import { useListState } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { hrefFor } from '@/shared/routes';

/** The schools of the user's area with their filters in the URL, export, and one opened. */
export function SchoolList({ headingKey, canWrite }: { headingKey: string; canWrite: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const list = useListState('listSchools', { pageSize: PROFILE_PAGE_SIZE });
  const { params, query, filters } = list;
  return (
    <ProfileList
      prefix="school"
      headingKey={headingKey}
      canWrite={canWrite}
      hrefOf={(extra) => hrefFor('schoolProfile', locale, {}, extra)}
      list={list}
      result={schoolRecords.useList(query)}
      opened={schoolRecords.useRecord(params.get('open') ?? undefined)}
      records={schoolRecords}
      nameOf={(s) => (locale === 'np' ? s.nameNe : (s.nameEn ?? s.nameNe))}
      enumFields={SCHOOL_ENUM_FIELDS}
      filters={<SchoolFilters value={filters} onChange={list.setFilters} />}
      importer={<PalikaImport kindOf={schoolImportKind} recordsKey="schools" />}
      details={(s) => <SchoolDetails school={s} />}
      exporter={{
        header: schoolExportHeader(intl),
        loadChunk: schoolChunkLoader(filters, intl, locale),
      }}
      table={(slots) => (
        <SchoolsTable
          {...slots}
          sorting={{ sort: query.sort, order: query.order, onSort: list.toggleSort }}
          onOpen={(row) => list.setParams({ open: row._id, saved: undefined })}
        />
      )}
    />
  );
}
