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
  const assigned = [user?.palika, user?.district, user?.province].find((places) => places?.length);
  const area =
    assigned && assigned.length <= 3
      ? assigned.map((p) => (locale === 'np' ? p.nameNp : p.name)).join(', ')
      : intl.formatMessage({ id: 'dashboard.crumb.area' });
  return {
    root: scope.data?.national ? intl.formatMessage({ id: 'dashboard.crumb.nation' }) : area,
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
