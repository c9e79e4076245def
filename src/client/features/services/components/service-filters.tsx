import { useIntl } from 'react-intl';
import { FilterPanel, countChosen } from '@/client/components/filter-panel';
import { GeographyPicker, type PlaceSelection } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import type { Category } from '@/client/features/services/catalogue-tree';
import { enumOptions } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import { fiscalYearLabel, fiscalYearsUpToNow } from '@/shared/fiscal-year';
import { AGE_BANDS, DISABILITY_TYPES, GENDERS, SEVERITY_CLASSES } from '@/shared/pwd/enums';
import {
  DEVICE_TYPES,
  FUNDING_SOURCES,
  PROVIDER_TYPES,
  REFERRAL_STATUSES,
} from '@/shared/services/enums';

export interface ServiceFilterValues extends PlaceSelection {
  fiscalYear: string;
  trimester: string;
  categoryId: string;
  providerType: string;
  gender: string;
  disabilityType: string;
  severityClass: string;
  ageBand: string;
  fundingSource: string;
  deviceType: string;
  referralStatus: string;
}

export const SERVICE_FILTER_KEYS = [
  'fiscalYear',
  'trimester',
  'categoryId',
  'providerType',
  'gender',
  'disabilityType',
  'severityClass',
  'ageBand',
  'fundingSource',
  'deviceType',
  'referralStatus',
  'provinceId',
  'districtId',
  'palikaId',
  'wardId',
] as const;
/** The filters given as text (the rest are numbers). */
export const SERVICE_TEXT_KEYS = new Set([
  'providerType',
  'gender',
  'disabilityType',
  'severityClass',
  'ageBand',
  'fundingSource',
  'deviceType',
  'referralStatus',
]);

/** Place, fiscal year and four-month period, CBR component or category, provider, sex and disability type. */
export function ServiceFilters({
  value,
  categories,
  onChange,
}: {
  value: ServiceFilterValues;
  categories: Category[];
  onChange: (patch: Partial<ServiceFilterValues>) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const all = t('geo.all');
  const names = usePlaceNames(value);
  return (
    <FilterPanel
      label={t('services.filters')}
      place={deepestName(names)}
      period={value.fiscalYear && formatDigits(fiscalYearLabel(Number(value.fiscalYear)), locale)}
      chosen={countChosen(
        value,
        SERVICE_FILTER_KEYS.filter((key) => key !== 'fiscalYear'),
      )}
    >
      <GeographyPicker
        idPrefix="service-filter-place"
        value={value}
        onChange={(place) =>
          onChange({
            provinceId: place.provinceId,
            districtId: place.districtId,
            palikaId: place.palikaId,
            wardId: place.wardId,
          })
        }
      />
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <SelectInput
          id="service-filter-fy"
          label={t('services.fiscalYear')}
          placeholder={all}
          value={value.fiscalYear}
          options={fiscalYearsUpToNow().map((fy) => ({
            value: String(fy),
            label: formatDigits(fiscalYearLabel(fy), locale),
          }))}
          onChange={(e) => onChange({ fiscalYear: e.target.value })}
        />
        <SelectInput
          id="service-filter-trimester"
          label={t('services.trimester')}
          placeholder={all}
          value={value.trimester}
          options={['1', '2', '3'].map((n) => ({ value: n, label: t(`enum.trimester.${n}`) }))}
          onChange={(e) => onChange({ trimester: e.target.value })}
        />
        <SelectInput
          id="service-filter-category"
          label={t('services.category.filter')}
          placeholder={all}
          value={value.categoryId}
          options={categories.map((c) => ({
            value: String(c.id),
            label: `${'\u2003'.repeat(c.level - 1)}${locale === 'np' ? c.nameNe : c.nameEn}`,
          }))}
          onChange={(e) => onChange({ categoryId: e.target.value })}
        />
        <SelectInput
          id="service-filter-provider"
          label={t('services.field.providerType')}
          placeholder={all}
          value={value.providerType}
          options={enumOptions(intl, 'provider', PROVIDER_TYPES)}
          onChange={(e) => onChange({ providerType: e.target.value })}
        />
        <SelectInput
          id="service-filter-gender"
          label={t('pwd.field.gender')}
          placeholder={all}
          value={value.gender}
          options={enumOptions(intl, 'gender', GENDERS)}
          onChange={(e) => onChange({ gender: e.target.value })}
        />
        <SelectInput
          id="service-filter-type"
          label={t('pwd.field.primaryDisabilityType')}
          placeholder={all}
          value={value.disabilityType}
          options={enumOptions(intl, 'disabilityType', DISABILITY_TYPES)}
          onChange={(e) => onChange({ disabilityType: e.target.value })}
        />
        <SelectInput
          id="service-filter-class"
          label={t('pwd.field.severityClass')}
          placeholder={all}
          value={value.severityClass}
          options={enumOptions(intl, 'severity', SEVERITY_CLASSES)}
          onChange={(e) => onChange({ severityClass: e.target.value })}
        />
        <SelectInput
          id="service-filter-age"
          label={t('pwd.field.age')}
          placeholder={all}
          value={value.ageBand}
          options={enumOptions(intl, 'ageBand', AGE_BANDS)}
          onChange={(e) => onChange({ ageBand: e.target.value })}
        />
        <SelectInput
          id="service-filter-funding"
          label={t('services.field.fundingSource')}
          placeholder={all}
          value={value.fundingSource}
          options={enumOptions(intl, 'funding', FUNDING_SOURCES)}
          onChange={(e) => onChange({ fundingSource: e.target.value })}
        />
        <SelectInput
          id="service-filter-device"
          label={t('services.field.assistiveDeviceType')}
          placeholder={all}
          value={value.deviceType}
          options={enumOptions(intl, 'device', DEVICE_TYPES)}
          onChange={(e) => onChange({ deviceType: e.target.value })}
        />
        <SelectInput
          id="service-filter-referral"
          label={t('services.field.referralStatus')}
          placeholder={all}
          value={value.referralStatus}
          options={enumOptions(intl, 'referralStatus', REFERRAL_STATUSES)}
          onChange={(e) => onChange({ referralStatus: e.target.value })}
        />
      </div>
    </FilterPanel>
  );
}
