import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  districtsQuery,
  myScopeQuery,
  palikasQuery,
  provincesQuery,
  wardsQuery,
} from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { PlaceSearch } from './place-search';
import { SelectInput } from './select-input';

export interface PlaceSelection {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardId?: number;
}

export interface GeographyPickerProps {
  idPrefix: string;
  value: PlaceSelection;
  /** A higher level's change clears the levels below it. */
  onChange: (value: PlaceSelection) => void;
  /** The deepest level offered: wards by default; palikas where records are not kept by ward. */
  depth?: 'palika' | 'ward';
}

type GeoPlace = Schemas['GeoPlace'];
type Scope = Schemas['Scope'];

const IN_SCOPE: Record<'province' | 'district' | 'palika', (scope: Scope) => number[]> = {
  province: (scope) => scope.reachProvinceIds,
  district: (scope) => scope.reachDistrictIds,
  palika: (scope) => scope.palikaIds,
};

/** Only what the user's scope allows: the places that hold at least one palika in scope. */
function visible(
  places: GeoPlace[] | undefined,
  scope: Scope | undefined,
  level: keyof typeof IN_SCOPE,
) {
  if (!places || !scope) return [];
  return scope.national ? places : places.filter((p) => IN_SCOPE[level](scope).includes(p.id));
}

/**
 * Province › district › palika, showing only what the user's scope allows, in the user's language.
 * A search by any spelling in either language sets the whole path; native selects stay keyboard-friendly
 * and light on a slow line.
 */
export function GeographyPicker({
  idPrefix,
  value,
  onChange,
  depth = 'ward',
}: GeographyPickerProps) {
  const intl = useIntl();
  const locale = useLocale();
  const scope = useQuery(myScopeQuery()).data;
  const provinces = useQuery(provincesQuery()).data?.items;
  const districts = useQuery({
    ...districtsQuery(value.provinceId ?? 0),
    enabled: Boolean(value.provinceId),
  }).data?.items;
  const palikas = useQuery({
    ...palikasQuery(value.districtId ?? 0),
    enabled: Boolean(value.districtId),
  }).data?.items;
  const wards = useQuery({
    ...wardsQuery(value.palikaId ?? 0),
    enabled: depth === 'ward' && Boolean(value.palikaId),
  }).data?.items;
  const name = (p: GeoPlace) => (locale === 'np' ? p.nameNe : p.nameEn);
  const options = (places: GeoPlace[]) =>
    places.map((p) => ({ value: String(p.id), label: name(p) }));
  const all = intl.formatMessage({ id: 'geo.all' });
  const number = (text: string) => (text ? Number(text) : undefined);
  const pick = (place: GeoPlace) => {
    if (place.level === 'province') onChange({ provinceId: place.id });
    else if (place.level === 'district')
      onChange({ provinceId: place.provinceId, districtId: place.id });
    else
      onChange({
        provinceId: place.provinceId,
        districtId: place.districtId ?? undefined,
        palikaId: place.id,
      });
  };
  return (
    <div className={`grid gap-3 ${depth === 'ward' ? 'sm:grid-cols-5' : 'sm:grid-cols-4'}`}>
      <PlaceSearch id={`${idPrefix}-search`} onPick={pick} />
      <SelectInput
        id={`${idPrefix}-province`}
        label={intl.formatMessage({ id: 'geo.province' })}
        placeholder={all}
        value={value.provinceId ?? ''}
        options={options(visible(provinces, scope, 'province'))}
        onChange={(e) => onChange({ provinceId: number(e.target.value) })}
      />
      <SelectInput
        id={`${idPrefix}-district`}
        label={intl.formatMessage({ id: 'geo.district' })}
        placeholder={all}
        value={value.districtId ?? ''}
        disabled={!value.provinceId}
        options={options(visible(districts, scope, 'district'))}
        onChange={(e) =>
          onChange({ provinceId: value.provinceId, districtId: number(e.target.value) })
        }
      />
      <SelectInput
        id={`${idPrefix}-palika`}
        label={intl.formatMessage({ id: 'geo.palika' })}
        placeholder={all}
        value={value.palikaId ?? ''}
        disabled={!value.districtId}
        options={options(visible(palikas, scope, 'palika'))}
        onChange={(e) =>
          onChange({
            provinceId: value.provinceId,
            districtId: value.districtId,
            palikaId: number(e.target.value),
          })
        }
      />
      {depth === 'ward' && (
        <SelectInput
          id={`${idPrefix}-ward`}
          label={intl.formatMessage({ id: 'geo.ward' })}
          placeholder={all}
          value={value.wardId ?? ''}
          disabled={!value.palikaId}
          options={options(wards ?? [])}
          onChange={(e) => onChange({ ...value, wardId: number(e.target.value) })}
        />
      )}
    </div>
  );
}
