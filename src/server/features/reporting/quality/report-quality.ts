import { type Queryable, queryOne } from '@/server/db/database';
import { notFound } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { QUALITY_COUNTS, QUALITY_SAMPLE, type QualityCount } from '@/shared/data-quality/counts';
import { OUTLIER_MEASURES } from '@/shared/data-quality/outliers';
import {
  QUALITY_RULE_IDS,
  type QualityRuleId,
  type QualitySide,
  qualityRuleOf,
} from '@/shared/data-quality/rules';
import { type SqlCount, samplesStatement } from './count-sql';
import { countWindow, districtQuality } from './district-read';
import { sideDrill, figureDrill } from './drills';
import type { ReportKey } from '../report-key';
import type { Broken, Flagged } from './evaluate';
import type { DistrictFiguresOf } from './figures-of';
import type { PeriodPlan } from './period-plan';

type Record_ = Schemas['QualityRecord'];

/** The record-level counts a period breaks, whose first records are named one by one. */
const sampledOf = (broken: Broken[]): SqlCount[] =>
  broken.flatMap(({ rule }) => {
    const { left } = qualityRuleOf(rule);
    return 'count' in left && QUALITY_COUNTS[left.count].records ? [left.count as SqlCount] : [];
  });

async function samplesOf(db: Queryable, key: ReportKey, counts: SqlCount[]) {
  const samples = new Map<QualityCount, Record_[]>();
  if (!counts.length) return samples;
  const rows = await db.query<{ count: SqlCount; id: string; label: string }>(
    samplesStatement(countWindow([key.palikaId], key), counts, QUALITY_SAMPLE),
  );
  for (const row of rows) {
    const kind = QUALITY_COUNTS[row.count].records!;
    samples.set(row.count, [
      ...(samples.get(row.count) ?? []),
      { kind, id: row.id, label: row.label },
    ]);
  }
  return samples;
}

function sideOf(
  side: QualitySide,
  value: number,
  key: ReportKey,
  samples: Map<QualityCount, Record_[]>,
): Schemas['QualitySide'] {
  return {
    measure: 'measure' in side ? side.measure : null,
    count: 'count' in side ? side.count : null,
    value,
    drill: sideDrill(side, key),
    records: 'count' in side ? (samples.get(side.count) ?? []) : [],
  };
}

function outliersOf(
  flagged: Flagged[],
  plan: PeriodPlan,
  key: ReportKey,
): Schemas['QualityOutlier'][] {
  const history = (f: Flagged) => [
    ...plan.before.map((p, i) => ({ ...p, value: f.history[i] ?? 0 })),
    { fiscalYear: key.fiscalYear, period: key.period, value: f.value },
  ];
  return flagged.flatMap((f) => {
    const common = {
      measure: f.measure,
      value: f.value,
      minimum: OUTLIER_MEASURES[f.measure].minimum,
      history: history(f),
      drill: figureDrill(f.measure, key),
    };
    return [
      ...(f.band
        ? [
            {
              ...common,
              test: 'band' as const,
              direction: f.band.direction,
              band: f.band.band,
              district: null,
            },
          ]
        : []),
      ...(f.district
        ? [
            {
              ...common,
              test: 'district' as const,
              direction: f.district.direction,
              band: null,
              district: {
                median: f.district.median,
                score: f.district.score,
                compared: f.district.compared,
              },
            },
          ]
        : []),
    ];
  });
}

/** A palika's period's quality, as its district reads it: its plan, its broken rules, its outliers. */
async function palikaQuality(db: Queryable, figuresOf: DistrictFiguresOf, key: ReportKey) {
  const palika = await queryOne<{ name_en: string; name_ne: string; district_id: number }>(
    db,
    sql`SELECT name_en, name_ne, district_id FROM palikas WHERE id = ${key.palikaId}`,
  );
  if (!palika) throw notFound();
  const { plan, palikas } = await districtQuality(db, figuresOf, {
    districtId: palika.district_id,
    shown: [key.palikaId],
    at: key,
  });
  return { palika, plan, ...palikas[0]! };
}

/**
 * The error rules a palika's period breaks now, in the rules' order: what a submission must comment
 * on (issue 40 §4). The same reading as the period's quality (`getReportQuality`), so the form and
 * the refusal name the same errors.
 */
export async function periodErrors(
  db: Queryable,
  figuresOf: DistrictFiguresOf,
  key: ReportKey,
): Promise<QualityRuleId[]> {
  const { broken } = await palikaQuality(db, figuresOf, key);
  return broken.filter(({ rule }) => qualityRuleOf(rule).severity === 'error').map((b) => b.rule);
}

/**
 * What looks wrong in a palika's period, live (issue 40 §1, §2): the rules it breaks, each side with
 * its value, its list and its first records, and its outliers with their band or district figures.
 */
export async function getReportQuality(
  { db, figuresOf }: { db: Queryable; figuresOf: DistrictFiguresOf },
  key: ReportKey,
): Promise<Schemas['QualityReport']> {
  const { palika, plan, broken, flagged } = await palikaQuality(db, figuresOf, key);
  const samples = await samplesOf(db, key, sampledOf(broken));
  const violations = broken.map(({ rule, left, right }) => {
    const declared = qualityRuleOf(rule);
    return {
      rule,
      severity: declared.severity,
      operator: declared.operator,
      left: sideOf(declared.left, left, key, samples),
      right: sideOf(declared.right, right, key, samples),
    };
  });
  return {
    palikaId: key.palikaId,
    palikaNameEn: palika.name_en,
    palikaNameNe: palika.name_ne,
    districtId: palika.district_id,
    fiscalYear: key.fiscalYear,
    period: key.period,
    errors: violations.filter((v) => v.severity === 'error').length,
    warnings: violations.filter((v) => v.severity === 'warning').length,
    rulesChecked: QUALITY_RULE_IDS.length,
    violations,
    outliers: outliersOf(flagged, plan, key),
  };
}
