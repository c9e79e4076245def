import { useIntl } from 'react-intl';
import { FilterPanel, countChosen } from '@/client/components/filter-panel';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { useWardOptions } from '@/client/features/palika/components/facility-form/place-fields';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import type { ReactNode } from 'react';

export interface PlaceFilterValues {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardNo?: number;
}

export type FilterPatch = Record<string, string | number | undefined>;

export interface ProfileFiltersProps<Values extends PlaceFilterValues> {
  /** Message prefix of the kind: `<prefix>.filters`, `<prefix>.field.wardNo`. */
  prefix: string;
  value: Values;
  onChange: (patch: FilterPatch) => void;
  /** The kind's own filters, counted in the folded panel's summary. */
  chosen: readonly (keyof Values)[];
  /** What a new place clears besides the ward (a facility of the old palika). */
  clears?: FilterPatch;
  /** Whether the list is of things in wards (not of palikas themselves): offers the ward. */
  withWard?: boolean;
  /** The kind's own filter controls, after the ward. */
  children: ReactNode;
}

/** Every profile list's filters: province › district › palika, the ward (unless of palikas), then the kind's own. */
export function ProfileFilters<Values extends PlaceFilterValues>({
  prefix,
  value,
  onChange,
  chosen,
  clears,
  withWard = true,
  children,
}: ProfileFiltersProps<Values>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const names = usePlaceNames(value);
  const wards = useWardOptions(value.palikaId);
  return (
    <FilterPanel
      label={t(`${prefix}.filters`)}
      place={deepestName(names)}
      chosen={countChosen(value, ['wardNo', ...chosen])}
    >
      <GeographyPicker
        idPrefix={`${prefix}-filter-place`}
        depth="palika"
        value={value}
        onChange={(place) =>
          onChange({
            provinceId: place.provinceId,
            districtId: place.districtId,
            palikaId: place.palikaId,
            wardNo: undefined,
            ...clears,
          })
        }
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {withWard && (
          <SelectInput
            id={`${prefix}-filter-wardNo`}
            label={t(`${prefix}.field.wardNo`)}
            placeholder={t('geo.all')}
            hint={value.palikaId ? undefined : t('profile.choosePalikaFirst')}
            disabled={!wards.length}
            value={value.wardNo ? String(value.wardNo) : ''}
            options={wards}
            onChange={(e) => onChange({ wardNo: Number(e.target.value) || undefined })}
          />
        )}
        {children}
      </div>
    </FilterPanel>
  );
}
