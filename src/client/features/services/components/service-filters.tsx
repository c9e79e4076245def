import type { FiltersDeclaration } from '@/client/components/record-screen/declared-list';
import { useCatalogue } from '@/client/features/services/api/service-queries';
import type { ListFilters } from '@/client/lib/records/use-list-state';
import { useLocale } from '@/client/lib/use-locale';
import { AGE_BANDS, DISABILITY_TYPES, GENDERS, SEVERITY_CLASSES } from '@/shared/pwd/enums';
import {
  DEVICE_TYPES,
  FUNDING_SOURCES,
  PROVIDER_TYPES,
  REFERRAL_STATUSES,
} from '@/shared/services/enums';

/** What the list of service records is filtered by, as the contract's list operation reads it. */
export type ServiceFilterValues = ListFilters<'listServiceRecords'>;

/** The catalogue's categories, each indented under its component. */
function useCategoryOptions() {
  const locale = useLocale();
  return (useCatalogue().data?.categories ?? []).map((c) => ({
    value: String(c.id),
    label: `${'\u2003'.repeat(c.level - 1)}${locale === 'np' ? c.nameNe : c.nameEn}`,
  }));
}

type Named = { param: keyof ServiceFilterValues & string; id: string; label: string };
const codes = (named: Named, list: string, values: readonly string[]) =>
  ({ ...named, kind: 'enum', list, codes: values }) as const;

/** Place down to the ward, fiscal year and four-month period, CBR component or category, provider, who and how funded. */
export const SERVICE_FILTERS: FiltersDeclaration<ServiceFilterValues> = {
  prefix: 'services',
  idPrefix: 'service',
  place: { ward: 'picker' },
  wide: true,
  filters: [
    {
      param: 'fiscalYear',
      id: 'fy',
      label: 'services.fiscalYear',
      kind: 'fiscalYear',
      period: true,
    },
    codes({ param: 'trimester', id: 'trimester', label: 'services.trimester' }, 'trimester', [
      '1',
      '2',
      '3',
    ]),
    {
      param: 'categoryId',
      id: 'category',
      label: 'services.category.filter',
      kind: 'choice',
      useOptions: useCategoryOptions,
    },
    codes(
      { param: 'providerType', id: 'provider', label: 'services.field.providerType' },
      'provider',
      PROVIDER_TYPES,
    ),
    codes({ param: 'gender', id: 'gender', label: 'pwd.field.gender' }, 'gender', GENDERS),
    codes(
      { param: 'disabilityType', id: 'type', label: 'pwd.field.primaryDisabilityType' },
      'disabilityType',
      DISABILITY_TYPES,
    ),
    codes(
      { param: 'severityClass', id: 'class', label: 'pwd.field.severityClass' },
      'severity',
      SEVERITY_CLASSES,
    ),
    codes({ param: 'ageBand', id: 'age', label: 'pwd.field.age' }, 'ageBand', AGE_BANDS),
    codes(
      { param: 'fundingSource', id: 'funding', label: 'services.field.fundingSource' },
      'funding',
      FUNDING_SOURCES,
    ),
    codes(
      { param: 'deviceType', id: 'device', label: 'services.field.assistiveDeviceType' },
      'device',
      DEVICE_TYPES,
    ),
    codes(
      { param: 'referralStatus', id: 'referral', label: 'services.field.referralStatus' },
      'referralStatus',
      REFERRAL_STATUSES,
    ),
  ],
};
