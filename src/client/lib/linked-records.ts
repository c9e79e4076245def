import { useQuery } from '@tanstack/react-query';
import { type IntlShape, useIntl } from 'react-intl';
import { apiGet } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import type { Locale } from '@/shared/locale';
import { type LinkedKind, isLinkedKind } from '@/shared/palika/links';

type Linked = Schemas['LinkedRecord'];
export interface LinkedOption {
  value: string;
  label: string;
}

/** A named ward, school, facility or FCHV as a reader sees it: its name and its ward. */
export function linkedRecordName(
  intl: IntlShape,
  locale: Locale,
  linked: Omit<Linked, '_id' | 'kind'> & { kind: LinkedKind },
): string {
  const ward = linked.wardNo;
  const name = locale === 'np' ? linked.nameNe : (linked.nameEn ?? linked.nameNe);
  if (linked.kind === 'ward')
    return name
      ? intl.formatMessage({ id: 'links.wardNamed' }, { ward, name })
      : intl.formatMessage({ id: 'common.wardNo' }, { ward });
  return intl.formatMessage({ id: 'links.inWard' }, { ward, name: name ?? '' });
}

const query = { limit: 2000 } as const;
/** Every live record of a kind in a palika, as the choices of a field. */
async function recordsOf(kind: LinkedKind, palikaId: number) {
  const params = { params: { query: { ...query, palikaId } } };
  const items: { _id: string; nameNe: string | null; nameEn?: string | null; wardNo: number }[] =
    kind === 'ward'
      ? (await apiGet('/api/palika/wards/export', params)).items
      : kind === 'school'
        ? (await apiGet('/api/palika/schools/export', params)).items
        : kind === 'health_facility'
          ? (await apiGet('/api/palika/health-facilities/export', params)).items
          : (await apiGet('/api/palika/fchvs/export', params)).items;
  return items;
}

/**
 * The palika's records of a kind a field may name (issue 18 §3), labelled in the reader's language,
 * and what the field says while there are none to choose: a palika to choose first, the list
 * loading, failing, or empty.
 */
export function useLinkedOptions(
  kind: string | null | undefined,
  palikaId: number | null | undefined,
): { options: LinkedOption[]; hint?: string } {
  const intl = useIntl();
  const locale = useLocale();
  const linked = isLinkedKind(kind) ? kind : undefined;
  const { data, isError } = useQuery({
    queryKey: ['linkOptions', linked, palikaId],
    queryFn: () => recordsOf(linked!, palikaId!),
    enabled: Boolean(linked && palikaId),
  });
  const say = (id: string) => intl.formatMessage({ id });
  if (!linked) return { options: [] };
  if (!palikaId) return { options: [], hint: say('profile.choosePalikaFirst') };
  if (isError) return { options: [], hint: say('links.failed') };
  if (!data) return { options: [], hint: say('common.loading') };
  const options = data.map((r) => ({
    value: r._id,
    label: linkedRecordName(intl, locale, {
      kind: linked,
      nameNe: r.nameNe,
      nameEn: r.nameEn ?? null,
      wardNo: r.wardNo,
    }),
  }));
  return { options, hint: options.length ? undefined : say('links.noneYet') };
}
