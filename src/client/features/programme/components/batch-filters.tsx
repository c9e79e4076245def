import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import { BATCH_FIELDS } from '@/client/features/programme/batch-fields';
import { provincesQuery } from '@/client/lib/geography-queries';
import { fieldFilter } from '@/client/lib/records/field-lists';
import type { ListFilters } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { fiscalYearsUpToNow } from '@/shared/fiscal-year';

/** What the list of batches is filtered by, as the contract's list operation reads it. */
export type BatchFilterValues = ListFilters<'listBatches'>;

/** The provinces by name in the reader's language. */
function useProvinces() {
  const locale = useLocale();
  return (useQuery(provincesQuery()).data?.items ?? []).map((p) => ({
    value: String(p.id),
    label: locale === 'np' ? p.nameNe : p.nameEn,
  }));
}

/** The folded line names the province chosen, or all of them. */
function useProvinceSummary(value: BatchFilterValues) {
  const intl = useIntl();
  const province = useProvinces().find((p) => p.value === String(value.provinceId));
  return province?.label ?? intl.formatMessage({ id: 'batch.allProvinces' });
}

/** Province, programme, status and entry year of the batches listed (batches entered before the system too). */
export const BATCH_FILTERS: FiltersDeclaration<BatchFilterValues> = {
  prefix: 'batch',
  useSummary: useProvinceSummary,
  filters: [
    {
      param: 'provinceId',
      id: 'province',
      label: 'batch.field.provinceId',
      kind: 'choice',
      useOptions: useProvinces,
    },
    { param: 'programme', label: 'batch.field.programmeName', kind: 'search' },
    fieldFilter(BATCH_FIELDS, 'status', { label: 'batch.field.status' }),
    {
      param: 'entryFiscalYear',
      id: 'year',
      label: 'batch.field.entryFiscalYear',
      kind: 'fiscalYear',
      years: () => [...fiscalYearsUpToNow(), 2077, 2076, 2075],
    },
  ],
};
