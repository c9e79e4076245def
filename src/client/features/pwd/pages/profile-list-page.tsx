import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { EmptyState } from '@/client/components/empty-state';
import { ExportButton } from '@/client/components/export-button';
import { PageHeader } from '@/client/components/page-header';
import { Pagination } from '@/client/components/pagination';
import { profileRecords } from '@/client/features/pwd/api/profile-records';
import { ColumnChooser } from '@/client/features/pwd/components/column-chooser';
import { DRILL_KEYS, DrillNotice } from '@/client/features/pwd/components/drill-notice';
import {
  PROFILE_FILTER_KEYS,
  ProfileFilters,
  type ProfileFilterValues,
} from '@/client/features/pwd/components/profile-filters';
import {
  FIXED_COLUMNS,
  PROFILE_COLUMNS,
  type ProfileColumn,
  ProfilesTable,
} from '@/client/features/pwd/components/profiles-table';
import { profileChunkLoader, profileExportHeader } from '@/client/features/pwd/profile-export';
import { useListState } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';
import { pathFor } from '@/shared/routes';

const PAGE_SIZE = 25;
const DEFAULT_COLUMNS: ProfileColumn[] = [
  'registrationNo',
  'name',
  'gender',
  'age',
  'place',
  'disability',
  'severity',
  'card',
];
/** The place picker holds numbers; the other filter controls hold the URL's text. */
const PLACE_FILTERS = new Set(['provinceId', 'districtId', 'palikaId', 'wardId']);

/** Persons with disabilities in the user's area: search, filters, columns and sort in the URL; export of exactly these rows. */
export default function ProfileListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState('listProfiles', {
    pageSize: PAGE_SIZE,
    defaults: { order: 'desc' },
    columns: { all: PROFILE_COLUMNS, shown: DEFAULT_COLUMNS },
  });
  const { params, setParams, query, filters, filtered } = list;
  const profiles = profileRecords.useList(query);
  const columns = list.columns as ProfileColumn[];
  const loadChunk = profileChunkLoader(filters, intl, locale);
  const filterValues = Object.fromEntries(
    PROFILE_FILTER_KEYS.map((key) => [
      key,
      PLACE_FILTERS.has(key)
        ? (filters[key as keyof typeof filters] as number | undefined)
        : (params.get(key) ?? ''),
    ]),
  ) as unknown as ProfileFilterValues;
  const newProfile = (
    <Link
      href={pathFor('pwdProfileNew', locale)}
      className="rounded bg-primary px-4 py-2 text-sm font-semibold uppercase tracking-wide text-white hover:bg-secondary"
    >
      <FormattedMessage id="pwd.new" />
    </Link>
  );
  const empty = filtered ? (
    <EmptyState
      title={t('pwd.empty.filtered.title')}
      message={t('pwd.empty.filtered.message')}
      action={
        <button
          type="button"
          className="text-primary underline"
          onClick={() =>
            setParams(Object.fromEntries(PROFILE_FILTER_KEYS.map((k) => [k, undefined])))
          }
        >
          <FormattedMessage id="pwd.empty.clear" />
        </button>
      }
    />
  ) : (
    <EmptyState
      title={t('pwd.empty.none.title')}
      message={t('pwd.empty.none.message')}
      action={newProfile}
    />
  );
  const total = profiles.data?.total ?? 0;
  return (
    <>
      <PageHeader title={t('page.pwdProfileList')} actions={newProfile} />
      <ProfileFilters value={filterValues} onChange={list.setFilters} />
      <DrillNotice
        params={params}
        onClear={() =>
          setParams({
            ...Object.fromEntries(DRILL_KEYS.map((key) => [key, undefined])),
            page: undefined,
          })
        }
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p role="status" className="text-sm text-gray-800">
          {profiles.data && (
            <FormattedMessage
              id={profiles.data.totalExact ? 'pwd.total' : 'pwd.total.atLeast'}
              values={{ total: formatNumber(total, locale) }}
            />
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {total > 0 && (
            <ExportButton
              fileName={t('pwd.export.fileName')}
              header={profileExportHeader(intl)}
              loadChunk={loadChunk}
            />
          )}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={params.get('deleted') === 'true'}
              onChange={(e) =>
                setParams({ deleted: e.target.checked ? 'true' : undefined, page: undefined })
              }
            />
            <FormattedMessage id="pwd.showDeleted" />
          </label>
          <ColumnChooser
            all={PROFILE_COLUMNS}
            fixed={FIXED_COLUMNS}
            chosen={columns}
            labelPrefix="pwd.column"
            onChange={list.setColumns}
          />
        </div>
      </div>
      <ProfilesTable
        rows={profiles.data?.items ?? []}
        loading={profiles.isLoading}
        columns={columns}
        sort={query.sort}
        order={query.order ?? 'desc'}
        empty={empty}
        onSort={list.toggleSort}
        footer={
          total > PAGE_SIZE && (
            <Pagination page={list.page} pageSize={PAGE_SIZE} total={total} onPage={list.setPage} />
          )
        }
      />
    </>
  );
}
