import { randomUUID } from 'node:crypto';
import { BIRATNAGAR } from './profiles';

/** A valid individual service record for a Biratnagar person: a session of the category given. */
export function validService(
  pwdId: string,
  categoryId: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    _id: randomUUID(),
    pwdId,
    isGroup: false,
    categoryId,
    serviceDate: '2026-11-02',
    palikaId: BIRATNAGAR,
    wardNo: 5,
    providerType: 'cbrf',
    quantity: 1,
    unit: 'session',
    attributes: {},
    ...overrides,
  };
}
