import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import { notFound } from '@/server/platform/http-error';
import { raw, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { QUALITY_RULE_IDS, qualityRuleOf } from '@/shared/data-quality/rules';
import { type AreaQuery, areaPalikas, reportingArea } from '../board-place';
import { districtQuality } from './district-read';
import { outlierCount } from './evaluate';
import type { DistrictFiguresOf } from './figures-of';
import type { PeriodAt } from './period-plan';

type Place = Schemas['QualityPlace'];
interface PalikaRow {
  id: number;
  name_en: string;
  name_ne: string;
  district_id: number;
  province_id: number;
}

const rank = (a: Place, b: Place) =>
  b.errors - a.errors ||
  b.warnings - a.warnings ||
  b.outliers - a.outliers ||
  a.nameEn.localeCompare(b.nameEn);

/**
 * The data quality of a period for the places one level below the area asked (issue 40 §1, §2):
 * every readable palika of the area checked, district by district, and summed by place.
 */
export async function listDataQuality(
  { db, tenant, figuresOf }: { db: Queryable; tenant: TenantScope; figuresOf: DistrictFiguresOf },
  query: AreaQuery,
  at: PeriodAt,
): Promise<Schemas['QualityArea']> {
  const area = reportingArea(query, tenant);
  const palikas = await db.query<PalikaRow>(
    sql`WITH pl AS (${areaPalikas(area, tenant)}) SELECT * FROM pl ORDER BY district_id, id`,
  );
  if (area.named && palikas.length === 0) throw notFound();
  const level = area.rowLevel;
  const names = await placeNames(db, level, palikas);
  const places = new Map<number, Place>();
  for (const districtId of [...new Set(palikas.map((p) => Number(p.district_id)))]) {
    const shown = palikas.filter((p) => Number(p.district_id) === districtId);
    const { palikas: checked } = await districtQuality(db, figuresOf, {
      districtId,
      shown: shown.map((p) => Number(p.id)),
      at,
    });
    checked.forEach((quality, i) => {
      const row = shown[i]!;
      const id = Number(
        level === 'palika' ? row.id : level === 'district' ? row.district_id : row.province_id,
      );
      const place = places.get(id) ?? {
        level,
        id,
        ...names.get(id)!,
        palikas: 0,
        errors: 0,
        warnings: 0,
        outliers: 0,
        rules: [],
      };
      place.palikas += 1;
      for (const { rule } of quality.broken) {
        const { severity } = qualityRuleOf(rule);
        place[severity === 'error' ? 'errors' : 'warnings'] += 1;
        const counted = place.rules.find((r) => r.rule === rule);
        if (counted) counted.palikas += 1;
        else place.rules.push({ rule, severity, palikas: 1 });
      }
      place.outliers += outlierCount(quality.flagged);
      places.set(id, place);
    });
  }
  const order = (r: { rule: (typeof QUALITY_RULE_IDS)[number] }) =>
    QUALITY_RULE_IDS.indexOf(r.rule);
  const ranked = [...places.values()]
    .map((place) => ({ ...place, rules: place.rules.sort((a, b) => order(a) - order(b)) }))
    .sort(rank);
  return { ...at, level: area.level, places: ranked };
}

/** The names of the places rows are at: the palikas' own, or their districts' or provinces'. */
async function placeNames(db: Queryable, level: Place['level'], palikas: PalikaRow[]) {
  const names = new Map<number, { nameEn: string; nameNe: string }>();
  if (level === 'palika') {
    for (const p of palikas) names.set(Number(p.id), { nameEn: p.name_en, nameNe: p.name_ne });
    return names;
  }
  const ids = [
    ...new Set(palikas.map((p) => Number(level === 'district' ? p.district_id : p.province_id))),
  ];
  const table = raw(level === 'district' ? 'districts' : 'provinces');
  const rows = await db.query<{ id: number; name_en: string; name_ne: string }>(
    sql`SELECT id, name_en, name_ne FROM ${table} WHERE id = ANY(${ids}::int[])`,
  );
  for (const row of rows) names.set(Number(row.id), { nameEn: row.name_en, nameNe: row.name_ne });
  return names;
}
