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
  // A level where the user's area holds one place is fixed: it shows that place, never "All".
  const own = (ids: number[] | undefined) =>
    scope && !scope.national && ids?.length === 1 ? ids[0] : undefined;
  const provinceId = value.provinceId ?? own(scope?.reachProvinceIds);
  const districtId = value.districtId ?? own(scope?.reachDistrictIds);
  const palikaId = value.palikaId ?? own(scope?.palikaIds);
  const provinces = useQuery(provincesQuery()).data?.items;
  const districts = useQuery({
    ...districtsQuery(provinceId ?? 0),
    enabled: Boolean(provinceId),
  }).data?.items;
  const palikas = useQuery({
    ...palikasQuery(districtId ?? 0),
    enabled: Boolean(districtId),
  }).data?.items;
  const wards = useQuery({
    ...wardsQuery(palikaId ?? 0),
    enabled: depth === 'ward' && Boolean(palikaId),
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
        placeholder={provinceId === value.provinceId ? all : undefined}
        value={provinceId ?? ''}
        options={options(visible(provinces, scope, 'province'))}
        onChange={(e) => onChange({ provinceId: number(e.target.value) })}
      />
      <SelectInput
        id={`${idPrefix}-district`}
        label={intl.formatMessage({ id: 'geo.district' })}
        placeholder={districtId === value.districtId ? all : undefined}
        value={districtId ?? ''}
        disabled={!provinceId}
        options={options(visible(districts, scope, 'district'))}
        onChange={(e) => onChange({ provinceId, districtId: number(e.target.value) })}
      />
      <SelectInput
        id={`${idPrefix}-palika`}
        label={intl.formatMessage({ id: 'geo.palika' })}
        placeholder={palikaId === value.palikaId ? all : undefined}
        value={palikaId ?? ''}
        disabled={!districtId}
        options={options(visible(palikas, scope, 'palika'))}
        onChange={(e) => onChange({ provinceId, districtId, palikaId: number(e.target.value) })}
      />
      {depth === 'ward' && (
        <SelectInput
          id={`${idPrefix}-ward`}
          label={intl.formatMessage({ id: 'geo.ward' })}
          placeholder={all}
          value={value.wardId ?? ''}
          disabled={!palikaId}
          options={options(wards ?? [])}
          onChange={(e) =>
            onChange({ provinceId, districtId, palikaId, wardId: number(e.target.value) })
          }
        />
      )}
    </div>
  );
}
