import { randomUUID } from 'node:crypto';
import { updateBodyOf } from './update-body';

/** A sound health post of a palika's ward 3. */
export function validFacility(palikaId: number, extra: Record<string, unknown> = {}) {
  return {
    _id: randomUUID(),
    palikaId,
    wardNo: 3,
    hmisCode: null,
    dhis2Uid: null,
    nameNe: 'हात्तीमुडा स्वास्थ्य चौकी',
    nameEn: 'Hattimuda Health Post',
    facilityType: 'health_post',
    ownership: 'local',
    inChargeName: 'Sita Rai',
    inChargePhone: '9842012345',
    email: null,
    beds: null,
    services: ['immunization', 'outreach_clinic'],
    catchmentWards: [2, 3, 4],
    insuranceFirstPoint: true,
    operationalStatus: 'functional',
    latitude: 26.45,
    longitude: 87.27,
    ...extra,
  };
}

/** What an update sends: the facility as read, without what the server works out, at its version. */
export const facilityUpdateOf = (
  facility: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) => updateBodyOf(facility, ['palika', 'district'], changes);
