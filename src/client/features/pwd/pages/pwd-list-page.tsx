import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { DrillNotice } from '@/client/components/drill-notice';
import { EmptyState } from '@/client/components/empty-state';
import { PageHeader } from '@/client/components/page-header';
import { RecordList } from '@/client/components/record-list';
import { pwdRecords } from '@/client/features/pwd/api/pwd-records';
import {
  PWD_FILTER_KEYS,
  PwdFilters,
  type PwdFilterValues,
} from '@/client/features/pwd/components/pwd-filters';
import {
  FIXED_COLUMNS,
  PWD_COLUMNS,
  type PwdColumn,
  PwdTable,
} from '@/client/features/pwd/components/pwd-table';
import { pwdExporter } from '@/client/features/pwd/pwd-export';
import { DRILL_CLEARED } from '@/client/lib/drill-parts';
import { EXPORT_FILE_NAMES } from '@/client/lib/export-file-names';
import { useListState } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { pathFor } from '@/shared/routes';

const PAGE_SIZE = 25;
const DEFAULT_COLUMNS: PwdColumn[] = [
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
export default function PwdListPage() {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState('listProfiles', {
    pageSize: PAGE_SIZE,
    defaults: { order: 'desc' },
    columns: { all: PWD_COLUMNS, shown: DEFAULT_COLUMNS },
  });
  const { params, setParams, query, filters, filtered } = list;
  const profiles = pwdRecords.useList(query);
  const columns = list.columns as PwdColumn[];
  const filterValues = Object.fromEntries(
    PWD_FILTER_KEYS.map((key) => [
      key,
      PLACE_FILTERS.has(key)
        ? (filters[key as keyof typeof filters] as number | undefined)
        : (params.get(key) ?? ''),
    ]),
  ) as unknown as PwdFilterValues;
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
            setParams({
              ...Object.fromEntries(PWD_FILTER_KEYS.map((k) => [k, undefined])),
              ...DRILL_CLEARED,
            })
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
  return (
    <>
      <PageHeader title={t('page.pwdProfileList')} actions={newProfile} />
      <PwdFilters value={filterValues} onChange={list.setFilters} />
      <DrillNotice params={params} onClear={() => list.setFilters(DRILL_CLEARED)} />
      <RecordList
        list={list}
        result={profiles}
        pageSize={PAGE_SIZE}
        count={{ exact: 'pwd.total', atLeast: 'pwd.total.atLeast' }}
        exporter={{
          fileName: EXPORT_FILE_NAMES.pwd,
          ...pwdExporter(filters, intl, locale),
        }}
        showDeleted="pwd.showDeleted"
        columnChooser={{ all: PWD_COLUMNS, fixed: FIXED_COLUMNS, labelPrefix: 'pwd.column' }}
        empty={empty}
      >
        {(slots) => (
          <PwdTable
            {...slots}
            columns={columns}
            sort={query.sort}
            order={query.order ?? 'desc'}
            onSort={list.toggleSort}
          />
        )}
      </RecordList>
    </>
  );
}
