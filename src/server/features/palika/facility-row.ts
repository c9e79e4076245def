import { placeOf, recordMetaOf, authorNames } from '@/server/db/row-mapping';
import type { Schemas } from '@/shared/api/types';

export type HealthFacility = Schemas['HealthFacility'];
type Row = Record<string, unknown>;

/** A health facility with its palika and district, and who made and last changed it. */
export const FACILITY_FROM = `health_facilities h
  JOIN palikas pa ON pa.id = h.palika_id JOIN districts d ON d.id = pa.district_id`;

export const FACILITY_SELECT = `h.*, pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
  d.id AS d_id, d.code AS d_code, d.name_en AS d_name, d.name_ne AS d_name_ne,
  ${authorNames('h')},
  (SELECT count(*) FROM fchvs f WHERE f.supervising_facility_id = h.id AND f.deleted_at IS NULL)
    AS fchvs_supervised`;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown) => (value as string) ?? null;

export function facilityOf(row: Row): HealthFacility {
  return {
    _id: row.id as string,
    palikaId: Number(row.palika_id),
    wardNo: Number(row.ward_no),
    hmisCode: text(row.hmis_code),
    dhis2Uid: text(row.dhis2_uid),
    nameNe: row.name_ne as string,
    nameEn: row.name_en as string,
    facilityType: row.facility_type as HealthFacility['facilityType'],
    ownership: row.ownership as HealthFacility['ownership'],
    inChargeName: text(row.in_charge_name),
    inChargePhone: text(row.in_charge_phone),
    email: text(row.email),
    beds: num(row.beds),
    services: (row.services as HealthFacility['services']) ?? [],
    catchmentWards: ((row.catchment_wards as number[]) ?? []).map(Number),
    insuranceFirstPoint: (row.insurance_first_point as boolean) ?? null,
    operationalStatus: row.operational_status as HealthFacility['operationalStatus'],
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    fchvsSupervised: Number(row.fchvs_supervised ?? 0),
    palika: placeOf(row, 'pa_', row.palika_id),
    district: placeOf(row, 'd_', row.d_id),
    ...recordMetaOf(row),
  };
}
