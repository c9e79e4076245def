/**
 * Latency of the Achievement vs Target dashboard (issue 19 §3) with an approved target for every
 * palika and every kind of measure (persons registered, ID cards issued, persons served in all and
 * of a CBR component, services in all and of a category, the quantity of services, a standard
 * activity's output, an attribute's sum) and each province's own target of services.
 *   npm run bench:achievement                        the "small" set (Morang) on a throwaway PostgreSQL
 *   npm run bench:achievement -- --scale national    the national set (loading it takes over an hour)
 *   npm run bench:achievement -- --keep | --reuse    keep the database, or use a kept one
 * Prints p50 and p95 of the whole answer (every measure's card and trend, the places one level down
 * and the batches with the chosen measure's figure: the first, or a category's services, or a
 * standard activity's output) for a national, province, district and palika user, to today's
 * period, the year's end and the second period (target: every answer under 100 ms at p95). It
 * measures; it asserts nothing.
 */
import { todayIso } from '@/shared/calendar/today';
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import { openBenchDatabase, printLatencies } from './support/bench-database';

const bench = await openBenchDatabase('small');
try {
  const { db } = bench;
  const year = fiscalPeriodOf(todayIso())!.fiscalYear;
  const started = Date.now();
  await db.query(`DELETE FROM targets WHERE notes = 'bench'`);
  const [narrowing] = await db.query<{
    component: number;
    category: number;
    template: number;
    attribute: number;
  }>(
    `SELECT (SELECT component_id FROM service_category_lineage ORDER BY id LIMIT 1) AS component,
       (SELECT category_id FROM service_records GROUP BY 1 ORDER BY count(*) DESC LIMIT 1) AS category,
       (SELECT id FROM activity_templates ORDER BY id LIMIT 1) AS template,
       (SELECT id FROM attribute_definitions WHERE data_type IN ('integer', 'decimal') ORDER BY id LIMIT 1) AS attribute`,
  );
  const measures: [string, string, number | null, number | null, number | null][] = [
    ['registrations', 'r', null, null, null],
    ['cardsIssued', 'c', null, null, null],
    ['personsServed', 'p', null, null, null],
    ['personsServed', 'pc', narrowing.component, null, null],
    ['services', 's', null, null, null],
    ['services', 'sc', narrowing.category, null, null],
    ['serviceQuantity', 'q', null, null, null],
    ['activityOutput', 'o', null, narrowing.template, null],
    ['attributeSum', 'a', null, null, narrowing.attribute],
  ];
  for (const [measure, tag, category, template, attribute] of measures)
    await db.query(
      `INSERT INTO targets (id, fiscal_year, scope, province_id, district_id, palika_id, measure,
         category_id, template_id, attribute_id, total, status, approved_at, identity, notes)
       SELECT gen_random_uuid(), $1, 'palika', d.province_id, pa.district_id, pa.id, $2, $3, $4, $5,
         50 + pa.id % 100, 'approved', now(), 'bench|' || $6 || '|' || pa.id, 'bench'
       FROM palikas pa JOIN districts d ON d.id = pa.district_id
       WHERE NOT EXISTS (SELECT 1 FROM targets t WHERE t.identity = 'bench|' || $6 || '|' || pa.id)`,
      [year, measure, category, template, attribute, tag],
    );
  await db.query(
    `INSERT INTO targets (id, fiscal_year, scope, province_id, measure, total, status, approved_at, identity, notes)
     SELECT gen_random_uuid(), $1, 'province', id, 'services', 100000, 'approved', now(), 'bench|province|' || id, 'bench'
     FROM provinces WHERE NOT EXISTS (SELECT 1 FROM targets t WHERE t.identity = 'bench|province|' || provinces.id)`,
    [year],
  );
  await db.query('ANALYZE targets');
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM targets WHERE deleted_at IS NULL AND status = 'approved' AND fiscal_year = $1`,
    [year],
  );
  console.log(
    `Targets: ${count.toLocaleString('en-IN')} approved for ${year} (${((Date.now() - started) / 1000).toFixed(0)} s to write).`,
  );
  const users = Object.fromEntries(
    await Promise.all(
      ['admin', 'province', 'district', 'palika'].map(async (name) => [
        name,
        await bench.tokenOf(name),
      ]),
    ),
  );
  await printLatencies(bench, users, [
    ["achievement: to today's period", `/api/dashboards/achievement?fiscalYear=${year}`],
    [
      "achievement: to the year's end",
      `/api/dashboards/achievement?fiscalYear=${year}&trimester=3`,
    ],
    [
      'achievement: to the second period',
      `/api/dashboards/achievement?fiscalYear=${year}&trimester=2`,
    ],
    // The places and batches of a measure read from the cells, and of one read from the rows.
    [
      'places: services of a category',
      `/api/dashboards/achievement?fiscalYear=${year}&measure=services|${narrowing.category}|0|0`,
    ],
    [
      "places: a standard activity's output",
      `/api/dashboards/achievement?fiscalYear=${year}&measure=activityOutput|0|${narrowing.template}|0`,
    ],
  ]);
} finally {
  await bench.close();
}
