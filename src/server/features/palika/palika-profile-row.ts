import { placeOf, recordMetaOf, authorNames } from '@/server/db/row-mapping';
import type { Schemas } from '@/shared/api/types';

export type PalikaProfile = Schemas['PalikaProfile'];
type Row = Record<string, unknown>;

/** A palika's profile with its place in the geography, its running batch, and who changed it. */
export const PALIKA_PROFILE_FROM = `palika_profiles pp
  JOIN palikas pa ON pa.id = pp.palika_id JOIN districts d ON d.id = pa.district_id
  JOIN provinces pr ON pr.id = d.province_id
  LEFT JOIN LATERAL (SELECT b.id, b.code, b.name_en, b.name_ne FROM batch_palikas bp
      JOIN batches b ON b.id = bp.batch_id
    WHERE bp.palika_id = pp.palika_id AND bp.status = 'active' AND b.deleted_at IS NULL
      AND b.status IN ('planned', 'active')
    ORDER BY b.start_date DESC LIMIT 1) cb ON true`;

/** Its facilitators as one JSON list in the order entered; its wards filled in counted. */
export const PALIKA_PROFILE_SELECT = `pp.*, pp.committee_formed_on::text AS committee_text,
  pp.id_card_procedure_on::text AS id_card_text,
  pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne, pa.palika_type,
  pa.ward_count, d.id AS d_id, d.code AS d_code, d.name_en AS d_name, d.name_ne AS d_name_ne,
  pr.id AS pr_id, pr.code AS pr_code, pr.name_en AS pr_name, pr.name_ne AS pr_name_ne,
  cb.id AS batch_id, cb.code AS batch_code, cb.name_en AS batch_name_en, cb.name_ne AS batch_name_ne,
  ${authorNames('pp')},
  (SELECT count(*) FROM ward_profiles w WHERE w.palika_id = pp.palika_id AND w.version > 1)
    AS wards_filled,
  (SELECT coalesce(json_agg(json_build_object('name', c.name, 'phone', c.phone,
      'appointedOn', c.appointed_on::text, 'trainingCompleted', c.training_completed,
      'status', c.status) ORDER BY c.position), '[]')
    FROM palika_cbrfs c WHERE c.profile_id = pp.id) AS cbrfs_json`;

const text = (value: unknown) => (value as string) ?? null;
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export function palikaProfileOf(row: Row): PalikaProfile {
  return {
    _id: row.id as string,
    palikaId: Number(row.palika_id),
    code: text(row.pa_code),
    nameEn: row.pa_name as string,
    nameNe: row.pa_name_ne as string,
    palikaType: row.palika_type as PalikaProfile['palikaType'],
    wardCount: Number(row.ward_count),
    headquarters: text(row.headquarters),
    areaSqKm: num(row.area_sq_km),
    populationTotal: num(row.population_total),
    populationMale: num(row.population_male),
    populationFemale: num(row.population_female),
    populationOther: num(row.population_other),
    populationSource: text(row.population_source) as PalikaProfile['populationSource'],
    populationYear: num(row.population_year),
    households: num(row.households),
    pwdCensusCount: num(row.pwd_census_count),
    website: text(row.website),
    email: text(row.email),
    phone: text(row.phone),
    chiefName: text(row.chief_name),
    deputyName: text(row.deputy_name),
    caoName: text(row.cao_name),
    focalPersonName: text(row.focal_person_name),
    focalPersonPhone: text(row.focal_person_phone),
    committeeFormedOn: text(row.committee_text),
    idCardProcedureOn: text(row.id_card_text),
    ecologicalBelt: text(row.ecological_belt) as PalikaProfile['ecologicalBelt'],
    cbrfs: json<PalikaProfile['cbrfs']>(row.cbrfs_json),
    currentBatch: row.batch_id
      ? {
          _id: row.batch_id as string,
          code: row.batch_code as string,
          nameEn: row.batch_name_en as string,
          nameNe: row.batch_name_ne as string,
        }
      : null,
    wardsFilled: Number(row.wards_filled ?? 0),
    filled: Number(row.version) > 1,
    palika: placeOf(row, 'pa_', row.palika_id),
    district: placeOf(row, 'd_', row.d_id),
    province: placeOf(row, 'pr_', row.pr_id),
    ...recordMetaOf(row),
  };
}
