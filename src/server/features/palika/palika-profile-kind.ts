import { invalid } from '@/server/platform/http-error';
import { containing, sql } from '@/server/platform/sql';
import { columnsOf } from '@/server/records/contract-fields';
import { type RecordKind, trimmedFields, trimmedValue } from '@/server/records/record-kind';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import { PROFILE_WRITERS } from '@/shared/palika/enums';
import { palikaProfileProblems } from '@/shared/palika/palika-rules';
import {
  PALIKA_PROFILE_FROM,
  PALIKA_PROFILE_SELECT,
  type PalikaProfile,
  palikaProfileOf,
} from './palika-profile-row';

export type PalikaProfileInput = Omit<Schemas['PalikaProfileUpdate'], 'version'>;
export type PalikaProfileFilters = Omit<
  QueryOf<'listPalikaProfiles'>,
  'page' | 'pageSize' | 'sort' | 'order'
>;

/** What an edit writes: everything but the palika itself (its names and codes are the geography's). */
const COLUMNS = columnsOf<PalikaProfileInput>('PalikaProfileUpdate', {
  except: ['palikaId', 'cbrfs'],
});

/** The palika is in a batch that is running or about to. */
const RUNNING_BATCH = sql`SELECT 1 FROM batch_palikas bp JOIN batches b ON b.id = bp.batch_id
  WHERE bp.palika_id = pp.palika_id AND bp.status = 'active' AND b.deleted_at IS NULL
    AND b.status IN ('planned', 'active')`;

function clean(input: PalikaProfileInput): PalikaProfileInput {
  return {
    ...trimmedFields(input, COLUMNS),
    palikaId: input.palikaId,
    cbrfs: (input.cbrfs ?? []).map((c) => ({
      name: c.name.trim(),
      phone: trimmedValue(c.phone),
      appointedOn: c.appointedOn ?? null,
      trainingCompleted: c.trainingCompleted ?? null,
      status: c.status,
    })),
  } as PalikaProfileInput;
}

/**
 * A palika's profile (DOMAIN.md §7.11) on the record kit: made with its palika (decision 0025),
 * so it is read, listed, exported, edited and its history kept, never created or deleted; its
 * CBR facilitators in a table of their own.
 */
export const palikaProfileKind: RecordKind<
  PalikaProfile,
  PalikaProfileInput,
  PalikaProfileFilters
> = {
  entity: 'palika_profile',
  table: 'palika_profiles',
  alias: 'pp',
  from: PALIKA_PROFILE_FROM,
  select: PALIKA_PROFILE_SELECT,
  recordOf: palikaProfileOf,
  columns: COLUMNS,
  clean,
  writers: PROFILE_WRITERS,
  ownerOf: (input) => input.palikaId,
  async check(_tx, _tenant, input, { before }) {
    // The place is the profile's: an edit may not move it to another palika.
    if (!before || before.palikaId !== input.palikaId)
      throw invalid([{ field: 'palikaId', code: 'notAllowed' }]);
    const problems = palikaProfileProblems(input, todayIso());
    if (problems.length) throw invalid(problems);
    return { columns: {} };
  },
  async writeParts(tx, id, input) {
    await tx.query(sql`DELETE FROM palika_cbrfs WHERE profile_id = ${id}`);
    for (const [position, c] of (input.cbrfs ?? []).entries())
      await tx.query(
        sql`INSERT INTO palika_cbrfs (profile_id, position, name, phone, appointed_on, training_completed, status)
            VALUES (${id}, ${position}, ${c.name}, ${c.phone ?? null}, ${c.appointedOn ?? null},
              ${c.trainingCompleted ?? null}, ${c.status})`,
      );
  },
  auditIgnore: [
    'version',
    'updatedAt',
    'updatedBy',
    'palika',
    'district',
    'province',
    'code',
    'nameEn',
    'nameNe',
    'palikaType',
    'wardCount',
    'currentBatch',
    'wardsFilled',
    'filled',
  ],
  // A list's count reads the table alone: each filter stands on its own columns and subqueries.
  filters: (f) => [
    ...(f.search
      ? [
          sql`pp.palika_id IN (SELECT id FROM palikas
            WHERE lower(name_en) LIKE ${containing(f.search.toLowerCase())}
              OR name_ne LIKE ${containing(f.search)} OR code = ${f.search})`,
        ]
      : []),
    ...(f.filled === undefined ? [] : [f.filled ? sql`pp.version > 1` : sql`pp.version = 1`]),
    ...(f.inBatch === undefined
      ? []
      : [f.inBatch ? sql`EXISTS (${RUNNING_BATCH})` : sql`NOT EXISTS (${RUNNING_BATCH})`]),
    ...(f.ecologicalBelt ? [sql`pp.ecological_belt = ${f.ecologicalBelt}`] : []),
  ],
  sorts: { name: 'pa.name_en', population: 'pp.population_total', district: 'd.name_en' },
  defaultOrder: 'd.name_en, pa.name_en, pp.id',
};
