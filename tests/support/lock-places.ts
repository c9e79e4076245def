import { vi } from 'vitest';

/** A period locked by its district's approval, as a `periodLocked` refusal or a list row says it. */
export const APPROVED_LOCK = {
  palikaId: 60,
  fiscalYear: 2083,
  period: 1,
  state: 'approved',
  movedBy: 'Ram Koirala',
  movedAt: '2026-11-20T04:30:00.000Z',
} as const;

const PLACES: Record<string, unknown> = {
  '/api/geography/palikas/60': {
    id: 60,
    nameEn: 'Biratnagar Metropolitan City',
    nameNe: 'विराटनगर महानगरपालिका',
    provinceId: 1,
    districtId: 5,
  },
  '/api/geography/provinces': { items: [{ id: 1, nameEn: 'Koshi Province', nameNe: 'कोशी प्रदेश' }] },
  '/api/geography/provinces/1/districts': { items: [{ id: 5, nameEn: 'Morang', nameNe: 'मोरङ' }] },
};

/** Answers the names a lock's way out looks up (Biratnagar, Morang, Koshi); anything else 404. */
export function stubLockPlaces() {
  vi.stubGlobal('fetch', async (request: Request) => {
    const body = PLACES[new URL(request.url).pathname];
    return new Response(JSON.stringify(body ?? {}), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
}
