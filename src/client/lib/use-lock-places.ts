import { useQuery } from '@tanstack/react-query';
import { districtsQuery, palikaQuery, provincesQuery } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';
import type { LockPlaces } from './reporting-words';

type Named = { id: number; nameEn: string; nameNe: string };

/** A palika's own name and those of its district and province, for a lock's way out ("…" while loading). */
export function useLockPlaces(palikaId: number): LockPlaces {
  const locale = useLocale();
  const palika = useQuery(palikaQuery(palikaId));
  const provinceId = palika.data?.provinceId ?? 0;
  const provinces = useQuery(provincesQuery());
  const districts = useQuery({ ...districtsQuery(provinceId), enabled: provinceId > 0 });
  const name = (place: Named | undefined) =>
    place ? (locale === 'np' ? place.nameNe : place.nameEn) : '…';
  return {
    palika: name(palika.data),
    district: name(districts.data?.items.find((d) => d.id === palika.data?.districtId)),
    province: name(provinces.data?.items.find((p) => p.id === provinceId)),
  };
}
