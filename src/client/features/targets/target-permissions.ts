import type { Schemas } from '@/shared/api/types';
import type { GridPlace } from './target-grid-rows';

const NATIONAL = ['SUPER_ADMIN', 'ADMIN'];

/**
 * What the user may do with the targets of a place, mirroring the server (decision 0029), which
 * decides: administrators set and approve everything; province users their province's places and
 * batches; a palika's users propose their own palika's; others read.
 */
export function targetRights(
  role: string | undefined,
  scope: Schemas['Scope'] | undefined,
  place: GridPlace,
): { approve: boolean; write: boolean } {
  const upper = (role ?? '').toUpperCase();
  if (NATIONAL.includes(upper)) return { approve: true, write: true };
  if (upper === 'PROVINCE') {
    const own =
      place.scope !== 'nation' &&
      place.provinceId !== null &&
      Boolean(scope?.provinceIds.includes(place.provinceId));
    return { approve: own, write: own };
  }
  const ownPalika =
    upper === 'PALIKA' &&
    place.scope === 'palika' &&
    place.palikaId !== null &&
    Boolean(scope?.palikaIds.includes(place.palikaId));
  return { approve: false, write: ownPalika };
}
