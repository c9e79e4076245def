import { placeOf, recordMetaOf, authorNames } from '@/server/db/row-mapping';
import type { Schemas } from '@/shared/api/types';

export type WardProfile = Schemas['WardProfile'];
type Row = Record<string, unknown>;

/** A ward's profile with its palika and district, and who changed it. */
export const WARD_FROM = `ward_profiles w
  JOIN palikas pa ON pa.id = w.palika_id JOIN districts d ON d.id = pa.district_id`;

/** Its FCHVs counted live, through the index on their palika and ward. */
export const WARD_SELECT = `w.*, w.committee_formed_on::text AS committee_text,
  pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
  d.id AS d_id, d.code AS d_code, d.name_en AS d_name, d.name_ne AS d_name_ne,
  ${authorNames('w')},
  (SELECT count(*) FROM fchvs f WHERE f.palika_id = w.palika_id AND f.ward_no = w.ward_no
    AND f.deleted_at IS NULL) AS fchv_count`;

const text = (value: unknown) => (value as string) ?? null;
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function wardOf(row: Row): WardProfile {
  return {
    _id: row.id as string,
    palikaId: Number(row.palika_id),
    wardNo: Number(row.ward_no),
    nameNe: text(row.name_ne),
    officeAddress: text(row.office_address),
    officePhone: text(row.office_phone),
    officeEmail: text(row.office_email),
    chairName: text(row.chair_name),
    chairPhone: text(row.chair_phone),
    secretaryName: text(row.secretary_name),
    secretaryPhone: text(row.secretary_phone),
    areaSqKm: num(row.area_sq_km),
    populationTotal: num(row.population_total),
    populationMale: num(row.population_male),
    populationFemale: num(row.population_female),
    populationOther: num(row.population_other),
    populationSource: text(row.population_source) as WardProfile['populationSource'],
    populationYear: num(row.population_year),
    households: num(row.households),
    pwdCensusCount: num(row.pwd_census_count),
    tolesCount: num(row.toles_count),
    ecologicalBelt: text(row.ecological_belt) as WardProfile['ecologicalBelt'],
    dprpCommitteeFormed: (row.dprp_committee_formed as boolean) ?? null,
    committeeFormedOn: text(row.committee_text),
    fchvCount: Number(row.fchv_count ?? 0),
    filled: Number(row.version) > 1,
    palika: placeOf(row, 'pa_', row.palika_id),
    district: placeOf(row, 'd_', row.d_id),
    ...recordMetaOf(row),
  };
}
