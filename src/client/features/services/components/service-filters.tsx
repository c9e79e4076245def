import { useIntl } from 'react-intl';
import { todayInNepal, toIsoDate } from '@/shared/calendar/bs-calendar';
import { fiscalPeriodOf, fiscalYearLabel } from '@/shared/fiscal-year';
import { DISABILITY_TYPES, GENDERS } from '@/shared/pwd/enums';
import { PROVIDER_TYPES } from '@/shared/services/enums';
import { GeographyPicker, type PlaceSelection } from '../../../components/geography-picker';
import { SelectInput } from '../../../components/select-input';
import { enumOptions } from '../../../lib/enum-options';
import { formatDigits } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import type { Category } from '../catalogue-tree';

export interface ServiceFilterValues extends PlaceSelection {
  fiscalYear: string;
  trimester: string;
  categoryId: string;
  providerType: string;
  gender: string;
  disabilityType: string;
}

export const SERVICE_FILTER_KEYS = ['fiscalYear', 'trimester', 'categoryId', 'providerType', 'gender', 'disabilityType', 'provinceId', 'districtId', 'palikaId', 'wardId'] as const;

/** The fiscal years a user may choose: from 2078/79 to the current one. */
export function fiscalYearsUpToNow(): number[] {
  const current = fiscalPeriodOf(toIsoDate(todayInNepal()))?.fiscalYear ?? 2083;
  return Array.from({ length: current - 2077 }, (_, i) => current - i);
}

/** Place, fiscal year and four-month period, CBR component or category, provider, sex and disability type. */
export function ServiceFilters({ value, categories, onChange }: { value: ServiceFilterValues; categories: Category[]; onChange: (patch: Partial<ServiceFilterValues>) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const all = t('geo.all');
  return (
    <section aria-label={t('services.filters')} className="mb-4 grid gap-3 rounded border border-gray-200 bg-white p-4 print:hidden">
      <GeographyPicker idPrefix="service-filter-place" value={value} onChange={(place) => onChange({ provinceId: place.provinceId, districtId: place.districtId, palikaId: place.palikaId, wardId: place.wardId })} />
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <SelectInput id="service-filter-fy" label={t('services.fiscalYear')} placeholder={all} value={value.fiscalYear}
          options={fiscalYearsUpToNow().map((fy) => ({ value: String(fy), label: formatDigits(fiscalYearLabel(fy), locale) }))} onChange={(e) => onChange({ fiscalYear: e.target.value })} />
        <SelectInput id="service-filter-trimester" label={t('services.trimester')} placeholder={all} value={value.trimester}
          options={['1', '2', '3'].map((n) => ({ value: n, label: t(`enum.trimester.${n}`) }))} onChange={(e) => onChange({ trimester: e.target.value })} />
        <SelectInput id="service-filter-category" label={t('services.category.filter')} placeholder={all} value={value.categoryId}
          options={categories.map((c) => ({ value: String(c.id), label: `${'\u2003'.repeat(c.level - 1)}${locale === 'np' ? c.nameNe : c.nameEn}` }))} onChange={(e) => onChange({ categoryId: e.target.value })} />
        <SelectInput id="service-filter-provider" label={t('services.field.providerType')} placeholder={all} value={value.providerType} options={enumOptions(intl, 'provider', PROVIDER_TYPES)} onChange={(e) => onChange({ providerType: e.target.value })} />
        <SelectInput id="service-filter-gender" label={t('pwd.field.gender')} placeholder={all} value={value.gender} options={enumOptions(intl, 'gender', GENDERS)} onChange={(e) => onChange({ gender: e.target.value })} />
        <SelectInput id="service-filter-type" label={t('pwd.field.primaryDisabilityType')} placeholder={all} value={value.disabilityType} options={enumOptions(intl, 'disabilityType', DISABILITY_TYPES)} onChange={(e) => onChange({ disabilityType: e.target.value })} />
      </div>
    </section>
  );
}
