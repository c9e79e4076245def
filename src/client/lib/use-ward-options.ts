import { useQuery } from '@tanstack/react-query';
import { palikaQuery } from '@/client/lib/geography-queries';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';

/** The number of wards of the palika chosen, once known. */
export function useWardCount(palikaId: number | undefined): number | undefined {
  const palika = useQuery({ ...palikaQuery(palikaId ?? 0), enabled: Boolean(palikaId) }).data;
  return palika?.wardCount ?? undefined;
}

/** The palika's wards as choices, in the reader's digits. */
export function useWardOptions(palikaId: number | undefined) {
  const locale = useLocale();
  const count = useWardCount(palikaId) ?? 0;
  return Array.from({ length: count }, (_, i) => ({
    value: String(i + 1),
    label: formatNumber(i + 1, locale),
  }));
}
