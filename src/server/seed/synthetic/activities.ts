import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/database';
import { join, sql } from '@/server/platform/sql';
import { todayIso } from '@/server/platform/today';
import { fiscalPeriodOf, fiscalRange } from '@/shared/fiscal-year';

interface Template {
  code: string;
  nameNe: string;
  nameEn: string;
  unit: string;
  output: number;
  children?: Template[];
}

/** A DPRP palika's usual year (DOMAIN.md §2.2, §7.5): five activities, some with sub-activities. */
const YEAR: Template[] = [
  {
    code: '1',
    nameNe: 'अपाङ्गता पहिचान तथा परिचयपत्र शिविर',
    nameEn: 'Disability identification and ID card camps',
    unit: 'day',
    output: 3,
    children: [
      {
        code: '1.1',
        nameNe: 'वडा ३ मा परिचयपत्र वितरण शिविर',
        nameEn: 'ID card camp in ward 3',
        unit: 'day',
        output: 1,
      },
      {
        code: '1.2',
        nameNe: 'घरदैलो अपाङ्गता सर्वेक्षण',
        nameEn: 'Door-to-door disability survey',
        unit: 'visit',
        output: 120,
      },
    ],
  },
  {
    code: '2',
    nameNe: 'सहायक सामग्री वितरण',
    nameEn: 'Assistive device distribution',
    unit: 'item',
    output: 40,
    children: [
      {
        code: '2.1',
        nameNe: 'ह्वीलचेयर वितरण',
        nameEn: 'Wheelchair distribution',
        unit: 'item',
        output: 15,
      },
      {
        code: '2.2',
        nameNe: 'श्रवण यन्त्र वितरण',
        nameEn: 'Hearing aid distribution',
        unit: 'item',
        output: 20,
      },
    ],
  },
  {
    code: '3',
    nameNe: 'समुदायमा आधारित पुनर्स्थापना तालिम',
    nameEn: 'Community-based rehabilitation training',
    unit: 'session',
    output: 6,
    children: [
      {
        code: '3.1',
        nameNe: 'महिला स्वास्थ्य स्वयंसेविका तालिम',
        nameEn: 'FCHV training',
        unit: 'session',
        output: 4,
      },
    ],
  },
  {
    code: '4',
    nameNe: 'फिजियोथेरापी घरभेट',
    nameEn: 'Physiotherapy home visits',
    unit: 'visit',
    output: 200,
  },
  {
    code: '5',
    nameNe: 'अपाङ्गता सचेतना कार्यक्रम',
    nameEn: 'Disability awareness programme',
    unit: 'session',
    output: 8,
  },
];

const DAY = 86_400_000;
const plus = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * Each batch palika's hierarchy of this fiscal year and the one before: last year's completed,
 * this year's planned or under way. A palika-year that has activities is left as it is.
 */
export async function writeActivities(db: Database): Promise<number> {
  const current = fiscalPeriodOf(todayIso())?.fiscalYear ?? 2083;
  const members = await db.query<{ palika_id: number; batch_id: string; running: boolean }>(
    sql`SELECT DISTINCT ON (m.palika_id) m.palika_id, m.batch_id, b.status = 'active' AS running
      FROM batch_palikas m JOIN batches b ON b.id = m.batch_id WHERE b.deleted_at IS NULL
      ORDER BY m.palika_id, m.joined_on DESC`,
  );
  let written = 0;
  for (const { palika_id: palikaId, batch_id: batchId, running } of members) {
    for (const fiscalYear of [current - 1, current]) {
      const [held] = await db.query(
        sql`SELECT 1 FROM palika_activities WHERE palika_id = ${palikaId} AND fiscal_year = ${fiscalYear} LIMIT 1`,
      );
      const range = fiscalRange(fiscalYear);
      if (held || !range) continue;
      const rows: unknown[][] = [];
      const add = (t: Template, parentId: string | null, level: number, order: number) => {
        const id = randomUUID();
        const budget = (t.output * 2_500 + (palikaId % 7) * 5_000) * (level === 1 ? 3 : 1);
        const start = plus(range.from, 30 + order * 45);
        const status = fiscalYear < current ? 'completed' : order < 2 ? 'ongoing' : 'planned';
        rows.push([
          id,
          palikaId,
          fiscalYear,
          parentId,
          level,
          order,
          t.code,
          t.nameNe,
          t.nameEn,
          running ? batchId : null,
          'cbrf',
          start,
          plus(start, 60),
          t.unit,
          budget,
          'DPRP',
          'cost_share',
          Math.ceil(t.output / 3),
          Math.ceil(t.output / 3),
          Math.floor(t.output / 3),
          status,
        ]);
        t.children?.forEach((child, i) => add(child, id, level + 1, i));
      };
      YEAR.forEach((t, i) => add(t, null, 1, i));
      await db.query(
        sql`INSERT INTO palika_activities (id, palika_id, fiscal_year, parent_id, level, sort_order, code,
            name_ne, name_en, batch_id, responsible_role, planned_start, planned_end, unit, budget_npr,
            budget_head, funding_source, planned_output_t1, planned_output_t2, planned_output_t3, status)
          VALUES ${join(rows.map((row) => sql`(${join(row)})`))}`,
      );
      written += rows.length;
    }
  }
  return written;
}
