import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { PlaceSelection } from '@/client/components/geography-picker';
import {
  districtsQuery,
  myScopeQuery,
  palikasQuery,
  provincesQuery,
  wardsQuery,
} from '@/client/lib/geography-queries';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';

export interface PlaceNames {
  /** Nepal for a national user, else the user's area (its places by name when three or fewer). */
  root: string;
  /** How many levels (province, district, palika) the root already names: a trail starts below them. */
  rootCovers: number;
  province?: string;
  district?: string;
  palika?: string;
  ward?: string;
}

type Named = { id: number; nameEn: string; nameNe: string };

/** The chosen place's levels by name in the user's language ("…" while a name loads). */
export function usePlaceNames(place: PlaceSelection): PlaceNames {
  const intl = useIntl();
  const locale = useLocale();
  const scope = useQuery(myScopeQuery());
  const provinces = useQuery(provincesQuery());
  const districts = useQuery({
    ...districtsQuery(place.provinceId ?? 0),
    enabled: Boolean(place.provinceId),
  });
  const palikas = useQuery({
    ...palikasQuery(place.districtId ?? 0),
    enabled: Boolean(place.districtId),
  });
  const wards = useQuery({ ...wardsQuery(place.palikaId ?? 0), enabled: Boolean(place.palikaId) });
  const nameIn = (list: Named[] | undefined, id: number | undefined) => {
    if (!id) return undefined;
    const found = list?.find((p) => p.id === id);
    return found ? (locale === 'np' ? found.nameNe : found.nameEn) : '…';
  };
  const user = useSession()?.user;
  const levels = [user?.province, user?.district, user?.palika];
  const assigned = [user?.palika, user?.district, user?.province].find((places) => places?.length);
  // A district user's root is their district: the province above it and the district itself are named.
  const ownLevel = assigned ? levels.indexOf(assigned) : -1;
  const rootCovers = ownLevel < 0 ? 0 : ownLevel + (assigned!.length === 1 ? 1 : 0);
  const area =
    assigned && assigned.length <= 3
      ? assigned.map((p) => (locale === 'np' ? p.nameNe : p.name)).join(', ')
      : intl.formatMessage({ id: 'dashboard.crumb.area' });
  return {
    root: scope.data?.national ? intl.formatMessage({ id: 'dashboard.crumb.nation' }) : area,
    rootCovers: scope.data?.national ? 0 : rootCovers,
    province: nameIn(provinces.data?.items, place.provinceId),
    district: nameIn(districts.data?.items, place.districtId),
    palika: nameIn(palikas.data?.items, place.palikaId),
    ward: nameIn(wards.data?.items, place.wardId),
  };
}

/** The deepest level chosen, by name. */
export function deepestName(names: PlaceNames): string {
  return names.ward ?? names.palika ?? names.district ?? names.province ?? names.root;
}
