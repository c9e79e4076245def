import type { Database } from '@/server/db/database';
import { placeNameKey } from '@/server/features/geography/find-place';
import { DPRP } from '@/server/features/services/default-templates';
import { raw, sql } from '@/server/platform/sql';
import { DPRP_SCHEDULE } from '@/shared/programme/enums';

interface SyntheticBatch {
  code: string;
  nameEn: string;
  nameNe: string;
  provinceId: number;
  entryFiscalYear: number;
  startDate: string;
  plannedEndDate: string;
  status: 'active' | 'completed';
  memberStatus: 'active' | 'graduated';
  size: number;
  /** The demo palika that belongs to it, matched by name. */
  demoPalika?: string;
}

/**
 * The programme's batches as DOMAIN.md §2.4 tells them: Koshi's first DPRP batch (58 palikas,
 * 2019, graduated), its second (59 palikas, from July 2023) and Karnali's first (14 local levels,
 * 2025). The demo palikas are in them: Sundarharaicha in the first, Biratnagar in the second.
 */
const BATCHES: SyntheticBatch[] = [
  {
    code: 'KOSHI-DPRP-B1',
    nameEn: 'Batch 1 (FY 2076/77)',
    nameNe: 'पहिलो चरण (आ.व. २०७६/७७)',
    provinceId: 1,
    entryFiscalYear: 2076,
    startDate: '2019-07-17',
    plannedEndDate: '2024-07-15',
    status: 'completed',
    memberStatus: 'graduated',
    size: 58,
    demoPalika: 'sundarharaicha',
  },
  {
    code: 'KOSHI-DPRP-B2',
    nameEn: 'Batch 2, DPRP 2.0 (FY 2080/81)',
    nameNe: 'दोस्रो चरण, डीपीआरपी २.० (आ.व. २०८०/८१)',
    provinceId: 1,
    entryFiscalYear: 2080,
    startDate: '2023-07-17',
    plannedEndDate: '2027-12-31',
    status: 'active',
    memberStatus: 'active',
    size: 59,
    demoPalika: 'biratnagar',
  },
  {
    code: 'KARNALI-DPRP-B1',
    nameEn: 'Karnali batch 1 (FY 2082/83)',
    nameNe: 'कर्णाली पहिलो चरण (आ.व. २०८२/८३)',
    provinceId: 6,
    entryFiscalYear: 2082,
    startDate: '2025-07-17',
    plannedEndDate: '2029-01-15',
    status: 'active',
    memberStatus: 'active',
    size: 14,
  },
];

/** Writes the batches and their members once; a database that has them keeps them. */
export async function writeBatches(db: Database): Promise<number> {
  let written = 0;
  const taken = new Set<number>();
  for (const batch of BATCHES) {
    const palikas = await db.query<{ id: number; demo: boolean }>(
      sql`SELECT p.id, ${batch.demoPalika ?? ''}::text IN (${raw(placeNameKey('p.name_en'))}, ${raw(placeNameKey('p.name_en_alt'))}) AS demo
        FROM palikas p JOIN districts d ON d.id = p.district_id
        WHERE d.province_id = ${batch.provinceId} ORDER BY 2 DESC NULLS LAST, p.id`,
    );
    const members = palikas.filter((p) => !taken.has(p.id)).slice(0, batch.size);
    members.forEach((p) => taken.add(p.id));
    const [made] = await db.query<{ id: string }>(
      sql`INSERT INTO batches (id, code, name_en, name_ne, batch_type, programme_name, province_id,
          selecting_authority, call_for_proposal_date, entry_fiscal_year, start_date, planned_end_date,
          phase_schedule, cost_share, status)
        SELECT gen_random_uuid(), ${batch.code}, ${batch.nameEn}, ${batch.nameNe}, 'palika_cohort', ${DPRP},
          ${batch.provinceId}, 'MoSD – DPRP Directive Committee', (${batch.startDate}::date - 75),
          ${batch.entryFiscalYear}, ${batch.startDate}, ${batch.plannedEndDate},
          ${JSON.stringify(DPRP_SCHEDULE)}, ${JSON.stringify({ province: 33.3, palika: 33.3, partner: 33.4 })},
          ${batch.status}
        WHERE NOT EXISTS (SELECT 1 FROM batches WHERE code = ${batch.code} AND deleted_at IS NULL)
        RETURNING id`,
    );
    if (!made) continue;
    for (const [index, palika] of members.entries())
      await db.query(
        sql`INSERT INTO batch_palikas (batch_id, palika_id, joined_on, agreement_no, agreement_date, status)
          VALUES (${made.id}, ${palika.id}, ${batch.startDate}, ${`${batch.code}-${index + 1}`},
            ${batch.startDate}, ${batch.memberStatus})`,
      );
    written += 1;
  }
  return written;
}
