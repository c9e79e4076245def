import { authorNames, isoDay, placeOf } from '@/server/db/row-mapping';
import { recordOf, snakeCase } from '@/server/records/contract-fields';
import type { Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import { WG_DOMAINS } from '@/shared/pwd/enums';
import { ageOn, cardColourOf, wgDisabilityOf } from '@/shared/pwd/profile-rules';
import { PROFILE_SELECT } from './profile-columns';

export type Profile = Schemas['Profile'];
type Row = Record<string, unknown>;

/**
 * Whether a live person is in an open candidate pair with another live person (issue 40 §3,
 * decision 0048): a boolean only, never who or where the other is. Each side by its own index.
 */
const DUPLICATE_CANDIDATE = `(p.deleted_at IS NULL AND (
    EXISTS (SELECT 1 FROM duplicate_pairs dp JOIN pwd_persons dpo ON dpo.id = dp.second_id
      WHERE dp.first_id = p.id AND dp.state = 'open' AND dpo.deleted_at IS NULL)
    OR EXISTS (SELECT 1 FROM duplicate_pairs dp JOIN pwd_persons dpo ON dpo.id = dp.first_id
      WHERE dp.second_id = p.id AND dp.state = 'open' AND dpo.deleted_at IS NULL))) AS duplicate_candidate`;

/** The joins that name a profile's palika, district and province (its authors, school and FCHV are named by subqueries). */
export const PROFILE_FROM = `pwd_persons p
  JOIN palikas pa ON pa.id = p.palika_id JOIN districts di ON di.id = pa.district_id JOIN provinces pr ON pr.id = di.province_id`;

export const FULL_PROFILE_SELECT = `p.id, p.registration_no, p.fiscal_year, ${PROFILE_SELECT},
  p.version, p.created_at, p.updated_at, ${authorNames('p')}, p.deleted_at, p.delete_reason,
  pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne, di.id AS di_id, di.code AS di_code, di.name_en AS di_name, di.name_ne AS di_name_ne,
  pr.id AS pr_id, pr.code AS pr_code, pr.name_en AS pr_name, pr.name_ne AS pr_name_ne,
  (SELECT name_ne FROM schools WHERE id = p.school_id) AS sc_name_ne,
  (SELECT name_en FROM schools WHERE id = p.school_id) AS sc_name_en,
  (SELECT name_ne FROM fchvs WHERE id = p.registered_by_fchv_id) AS fv_name_ne,
  ${DUPLICATE_CANDIDATE}`;

/** Its Washington Group answers, by domain. */
const wgAnswers = (row: Row) =>
  Object.fromEntries(
    WG_DOMAINS.map((d) => {
      const answer = row[snakeCase(d)] ?? null;
      return [d, answer === null ? null : Number(answer)];
    }),
  );

/** Every column of its own read by the contract's shape; its age, card colour and WG reading computed, its places, school and FCHV joined. */
export const profileOf = recordOf<Profile>('Profile', {
  age: (row) => ageOn(isoDay(row.dob) as string, todayIso()) ?? 0,
  cardColour: (row) => cardColourOf(row.severity_class as string | null),
  wgDisability: (row) => wgDisabilityOf(wgAnswers(row)),
  places: (row) => ({
    palika: placeOf(row, 'pa_', row.palika_id),
    district: placeOf(row, 'di_', row.di_id),
    province: placeOf(row, 'pr_', row.pr_id),
  }),
  school: (row) =>
    row.school_id
      ? {
          _id: row.school_id as string,
          nameNe: row.sc_name_ne as string,
          nameEn: (row.sc_name_en as string) ?? null,
        }
      : null,
  registeredByFchv: (row) =>
    row.registered_by_fchv_id
      ? { _id: row.registered_by_fchv_id as string, nameNe: row.fv_name_ne as string }
      : null,
});
