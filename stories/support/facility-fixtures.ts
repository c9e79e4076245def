import type { Schemas } from '@/shared/api/types';

type Facility = Schemas['HealthFacility'];

const place = (id: number, name: string, nameNe: string) => ({ _id: id, code: null, name, nameNe });
/** A health post of Biratnagar ward 5 on the map, supervising FCHVs. */
export const HEALTH_POST: Facility = {
  _id: '00000000-0000-4000-8000-000000000010',
  palikaId: 60,
  wardNo: 5,
  hmisCode: 'HP05',
  dhis2Uid: 'aB3dE5gH7jK',
  nameNe: 'बिराटनगर वडा ५ स्वास्थ्य चौकी',
  nameEn: 'Biratnagar Ward 5 Health Post',
  facilityType: 'health_post',
  ownership: 'local',
  inChargeName: 'सीता राई',
  inChargePhone: '9852012345',
  email: 'hp.biratnagar5@example.org',
  beds: null,
  services: ['immunization', 'rehabilitation'],
  catchmentWards: [5, 16],
  insuranceFirstPoint: true,
  operationalStatus: 'functional',
  fchvsSupervised: 1204,
  latitude: 26.4525,
  longitude: 87.2718,
  palika: place(60, 'Biratnagar', 'बिराटनगर'),
  district: place(5, 'Morang', 'मोरंग'),
  version: 2,
  createdAt: '2025-08-01T05:00:00.000Z',
  createdBy: 'palika',
  updatedAt: '2025-08-01T05:00:00.000Z',
  updatedBy: 'palika',
  deletedAt: null,
  deleteReason: null,
};
/** A district hospital with beds, off the map. */
export const HOSPITAL: Facility = {
  ...HEALTH_POST,
  facilityType: 'district_hospital',
  ownership: 'provincial',
  hmisCode: null,
  inChargePhone: null,
  beds: 1500,
  services: [],
  catchmentWards: [],
  insuranceFirstPoint: false,
  latitude: null,
  longitude: null,
};
