import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/database';
import { findPalikaId } from '@/server/features/geography/find-place';
import { profileSearchKey } from '@/server/features/pwd/search-key';
import { sql } from '@/server/platform/sql';
import { fiscalPeriodOf } from '@/shared/fiscal-year';

/** Two palikas of Morang side by side: Biratnagar and Sundarharaicha. */
const PERSONS = [
  {
    palika: 'Biratnagar',
    nameNe: 'सीता कुमारी श्रेष्ठ',
    nameEn: null,
    fatherName: 'हरि प्रसाद श्रेष्ठ',
  },
  {
    palika: 'Sundarharaicha',
    nameNe: 'सिता कुमारी स्रेष्ठ',
    nameEn: 'Seeta Kumari Shrestha',
    fatherName: 'Hari Prasad Shrestha',
  },
];

/**
 * The same woman registered in two neighbouring palikas, once in Devanagari and once in Latin
 * letters (issue 40 §3), so that a candidate pair is seen after the first start's scan.
 */
export async function writeDemoDuplicates(db: Database, registrationDate: string): Promise<void> {
  const fiscalYear = fiscalPeriodOf(registrationDate)!.fiscalYear;
  for (const [i, person] of PERSONS.entries()) {
    const palikaId = await findPalikaId(db, 'Morang', person.palika);
    const registrationNo = `${palikaId}-${fiscalYear}-D${i + 1}`;
    await db.query(
      sql`INSERT INTO pwd_persons (id, registration_no, fiscal_year, registration_date, registered_by_role,
          name_ne, name_en, search_key, gender, dob, father_name, palika_id, ward_no, disability_types,
          primary_disability_type, card_status, status, consent_given)
        VALUES (${randomUUID()}, ${registrationNo}, ${fiscalYear}, ${registrationDate}, 'cbrf',
          ${person.nameNe}, ${person.nameEn}, ${profileSearchKey({ nameNe: person.nameNe, nameEn: person.nameEn, registrationNo })}, 'female',
          '1988-03-14', ${person.fatherName}, ${palikaId}, 3, ${['physical']}::text[], 'physical', 'none',
          'active', true)
        ON CONFLICT (registration_no) DO NOTHING`,
    );
  }
}
