import { type Queryable, queryOne } from '@/server/db/database';
import { savePersonKeys } from '@/server/domain/person-match-keys';
import { HttpError, invalid } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { RecordKind } from '@/server/records/record-kind';
import type { Schemas } from '@/shared/api/types';
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import { checkProfile } from './profile-checks';
import { PROFILE_COLUMNS, type ProfileInput, cleanProfileInput } from './profile-columns';
import {
  PROFILE_SORTS,
  type ProfileFilters,
  profileFilters,
  profileSummaryOf,
} from './profile-list';
import { personCountedIn } from './profile-periods';
import { FULL_PROFILE_SELECT, PROFILE_FROM, type Profile, profileOf } from './profile-row';
import { profileSearchKey } from './search-key';

/** The next registration number of a palika's fiscal year: `<palika code>-<year>-<00001>`. */
async function nextRegistrationNo(tx: Queryable, palikaId: number, fiscalYear: number) {
  const counter = await queryOne<{ last_no: number; code: string | null }>(
    tx,
    sql`INSERT INTO registration_counters (palika_id, fiscal_year, last_no) VALUES (${palikaId}, ${fiscalYear}, 1)
      ON CONFLICT (palika_id, fiscal_year) DO UPDATE SET last_no = registration_counters.last_no + 1
      RETURNING last_no, (SELECT code FROM palikas WHERE id = ${palikaId}) AS code`,
  );
  const serial = String(counter?.last_no).padStart(5, '0');
  return `${counter?.code ?? `P${palikaId}`}-${fiscalYear}-${serial}`;
}

function fiscalYearOf(input: ProfileInput): number {
  const period = fiscalPeriodOf(input.registrationDate);
  if (!period) throw invalid([{ field: 'registrationDate', code: 'invalidValue' }]);
  return period.fiscalYear;
}

/** A person with a disability (DOMAIN.md §6), on the record kit. */
export const profileKind: RecordKind<
  Profile,
  ProfileInput,
  ProfileFilters,
  Schemas['ProfileSummary']
> = {
  entity: 'pwd',
  table: 'pwd_persons',
  alias: 'p',
  from: PROFILE_FROM,
  select: FULL_PROFILE_SELECT,
  recordOf: profileOf,
  itemOf: profileSummaryOf,
  columns: PROFILE_COLUMNS,
  clean: cleanProfileInput,
  ownerOf: (input) => input.palikaId,
  async check(tx, _tenant, input, { id, before }) {
    await checkProfile(tx, input, id);
    if (!before) return { columns: {} };
    const registrationNo = before.registrationNo;
    return { columns: { search_key: profileSearchKey({ ...input, registrationNo }) } };
  },
  async onCreate(tx, input) {
    const fiscalYear = fiscalYearOf(input);
    const registrationNo = await nextRegistrationNo(tx, input.palikaId, fiscalYear);
    const searchKey = profileSearchKey({ ...input, registrationNo });
    return {
      columns: { registration_no: registrationNo, fiscal_year: fiscalYear, search_key: searchKey },
      audited: { registrationNo },
    };
  },
  // Compared with the rest of the country by its keys, in the save's transaction (issue 40 §3).
  writeParts: (tx, id, input) => savePersonKeys(tx, id, input),
  async checkRestore(tx, _tenant, profile) {
    await checkProfile(tx, profile as unknown as ProfileInput, profile._id).catch(() => {
      throw new HttpError(409, 'conflict', 'Another record now holds one of its identifiers');
    });
  },
  countedIn: personCountedIn,
  // A candidate pair is found or decided apart from the person's own fields (duplicates feature).
  auditIgnore: [
    'version',
    'updatedAt',
    'updatedBy',
    'age',
    'school',
    'registeredByFchv',
    'duplicateCandidate',
  ],
  filters: profileFilters,
  sorts: PROFILE_SORTS,
  defaultOrder: 'p.registration_date DESC, p.id',
};
