import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { FilterPanel, countChosen } from '@/client/components/filter-panel';
import { SelectInput } from '@/client/components/select-input';
import { TextInput } from '@/client/components/text-input';
import { enumOptions } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { provincesQuery } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';
import { fiscalYearLabel, fiscalYearsUpToNow } from '@/shared/fiscal-year';
import { BATCH_STATUSES } from '@/shared/programme/enums';

export interface BatchFilterValues {
  provinceId?: number;
  programme: string;
  status: string;
  entryFiscalYear: string;
}

/** Province, programme, status and entry year of the batches listed; every change goes to page 1. */
export function BatchFilters({
  value,
  onChange,
}: {
  value: BatchFilterValues;
  onChange: (patch: Record<string, string | number | undefined>) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const provinces = useQuery(provincesQuery());
  const province = provinces.data?.items.find((p) => p.id === value.provinceId);
  const nameOf = (p: { nameEn: string; nameNe: string }) => (locale === 'np' ? p.nameNe : p.nameEn);
  return (
    <FilterPanel
      label={t('batch.filters')}
      place={province ? nameOf(province) : t('batch.allProvinces')}
      chosen={countChosen(value, ['programme', 'status', 'entryFiscalYear'])}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectInput
          id="batch-filter-province"
          label={t('batch.field.provinceId')}
          placeholder={t('geo.all')}
          value={value.provinceId ? String(value.provinceId) : ''}
          options={(provinces.data?.items ?? []).map((p) => ({
            value: String(p.id),
            label: nameOf(p),
          }))}
          onChange={(e) => onChange({ provinceId: Number(e.target.value) || undefined })}
        />
        <TextInput
          id="batch-filter-programme"
          type="search"
          label={t('batch.field.programmeName')}
          value={value.programme}
          onChange={(e) => onChange({ programme: e.target.value || undefined })}
        />
        <SelectInput
          id="batch-filter-status"
          label={t('batch.field.status')}
          placeholder={t('geo.all')}
          value={value.status}
          options={enumOptions(intl, 'batchStatus', BATCH_STATUSES)}
          onChange={(e) => onChange({ status: e.target.value || undefined })}
        />
        <SelectInput
          id="batch-filter-year"
          label={t('batch.field.entryFiscalYear')}
          placeholder={t('geo.all')}
          value={value.entryFiscalYear}
          options={[...fiscalYearsUpToNow(), 2077, 2076, 2075].map((fy) => ({
            value: String(fy),
            label: formatDigits(fiscalYearLabel(fy), locale),
          }))}
          onChange={(e) => onChange({ entryFiscalYear: e.target.value || undefined })}
        />
      </div>
    </FilterPanel>
  );
}
