import { randomUUID } from 'node:crypto';
import type { Schemas } from '@/shared/api/types';
import { profileUpdateOf } from '@/shared/pwd/profile-input';

export const BIRATNAGAR = 60;
export const SUNDARHARAICHA = 52;

/** A complete, valid profile of an adult with a physical disability and no card, in Biratnagar ward 5. */
export function validProfile(overrides: Record<string, unknown> = {}) {
  return {
    _id: randomUUID(),
    registrationDate: '2026-11-01',
    registeredByRole: 'cbrf',
    nameNe: 'राम बहादुर थापा',
    nameEn: 'Ram Bahadur Thapa',
    gender: 'male',
    dob: '1990-05-01',
    palikaId: BIRATNAGAR,
    wardNo: 5,
    disabilityTypes: ['physical'],
    primaryDisabilityType: 'physical',
    cardStatus: 'none',
    status: 'active',
    consentGiven: true,
    fatherName: 'Hari Thapa',
    ...overrides,
  };
}

/** The body of an update from a profile the API answered: its input fields and version, with changes. */
export const updateOf = (
  profile: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) => ({ ...profileUpdateOf(profile as Schemas['Profile']), ...changes });
