-- 0015-programme-cells: frozen SQL, as this migration ran when it shipped. Never edit; add a migration.
-- Statements end with a line holding only ';'.

CREATE TABLE dash_programme_cells (
       level smallint NOT NULL, place_id int NOT NULL, fy int NOT NULL, period smallint NOT NULL,
       activities int NOT NULL, completed int NOT NULL, budget numeric NOT NULL, planned_output numeric NOT NULL,
       achieved_output numeric NOT NULL, expenditure numeric NOT NULL,
       participants_male int NOT NULL, participants_female int NOT NULL, participants_other int NOT NULL,
       PRIMARY KEY (level, place_id, fy, period))
;

CREATE FUNCTION dash_activities_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM pg_advisory_xact_lock(k.palika_id, k.fiscal_year) FROM (SELECT palika_id, fiscal_year FROM new_rows ORDER BY 1, 2) k;
    WITH before_activities AS MATERIALIZED (SELECT x.* FROM palika_activities x WHERE x.palika_id = ANY(ARRAY(SELECT palika_id FROM new_rows)) AND x.fiscal_year = ANY(ARRAY(SELECT fiscal_year FROM new_rows))
      AND (x.palika_id, x.fiscal_year) IN (SELECT palika_id, fiscal_year FROM new_rows) AND x.id NOT IN (SELECT id FROM new_rows)),
     after_activities AS MATERIALIZED (SELECT x.* FROM palika_activities x WHERE x.palika_id = ANY(ARRAY(SELECT palika_id FROM new_rows)) AND x.fiscal_year = ANY(ARRAY(SELECT fiscal_year FROM new_rows))
      AND (x.palika_id, x.fiscal_year) IN (SELECT palika_id, fiscal_year FROM new_rows))
  INSERT INTO dash_programme_cells AS cell (level, place_id, fy, period, activities, completed, budget, planned_output, achieved_output, expenditure, participants_male, participants_female, participants_other)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period,
           sum(r.activities), sum(r.completed), sum(r.budget), sum(r.planned_output), sum(r.achieved_output), sum(r.expenditure), sum(r.participants_male), sum(r.participants_female), sum(r.participants_other)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, activities AS activities, completed AS completed, budget AS budget, planned_output AS planned_output, achieved_output AS achieved_output, expenditure AS expenditure, participants_male AS participants_male, participants_female AS participants_female, participants_other AS participants_other FROM (SELECT d.province_id, pa.district_id, a.palika_id AS palika_id, w.id AS ward_id, a.fiscal_year AS fy, k.period::smallint AS period,
        k.activities, k.completed, k.budget, k.planned_output, 0 AS achieved_output, 0 AS expenditure, 0 AS participants_male, 0 AS participants_female, 0 AS participants_other
      FROM after_activities a
      LEFT JOIN after_activities up1 ON up1.id = a.parent_id
      LEFT JOIN after_activities up2 ON up2.id = up1.parent_id
      CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM after_activities sub WHERE sub.parent_id = a.id AND sub.deleted_at IS NULL) AS leaf) l
      CROSS JOIN LATERAL (VALUES
        (0, l.leaf::int, (l.leaf AND a.status = 'completed')::int, CASE WHEN (up1.deleted_at IS NULL AND up1.status <> 'cancelled' AND up1.budget_npr IS NOT NULL) OR (up2.deleted_at IS NULL AND up2.status <> 'cancelled' AND up2.budget_npr IS NOT NULL) THEN 0 ELSE coalesce(a.budget_npr, 0) END, 0::numeric),
        (1, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t1, 0) ELSE 0 END),
        (2, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t2, 0) ELSE 0 END),
        (3, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t3, 0) ELSE 0 END)
      ) k(period, activities, completed, budget, planned_output)
      LEFT JOIN palikas pa ON pa.id = a.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = a.palika_id AND w.ward_number = NULL::int
     WHERE a.deleted_at IS NULL AND a.status <> 'cancelled' AND TRUE) a UNION ALL SELECT province_id, district_id, palika_id, ward_id, fy, period, -activities AS activities, -completed AS completed, -budget AS budget, -planned_output AS planned_output, -achieved_output AS achieved_output, -expenditure AS expenditure, -participants_male AS participants_male, -participants_female AS participants_female, -participants_other AS participants_other FROM (SELECT d.province_id, pa.district_id, a.palika_id AS palika_id, w.id AS ward_id, a.fiscal_year AS fy, k.period::smallint AS period,
        k.activities, k.completed, k.budget, k.planned_output, 0 AS achieved_output, 0 AS expenditure, 0 AS participants_male, 0 AS participants_female, 0 AS participants_other
      FROM before_activities a
      LEFT JOIN before_activities up1 ON up1.id = a.parent_id
      LEFT JOIN before_activities up2 ON up2.id = up1.parent_id
      CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM before_activities sub WHERE sub.parent_id = a.id AND sub.deleted_at IS NULL) AS leaf) l
      CROSS JOIN LATERAL (VALUES
        (0, l.leaf::int, (l.leaf AND a.status = 'completed')::int, CASE WHEN (up1.deleted_at IS NULL AND up1.status <> 'cancelled' AND up1.budget_npr IS NOT NULL) OR (up2.deleted_at IS NULL AND up2.status <> 'cancelled' AND up2.budget_npr IS NOT NULL) THEN 0 ELSE coalesce(a.budget_npr, 0) END, 0::numeric),
        (1, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t1, 0) ELSE 0 END),
        (2, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t2, 0) ELSE 0 END),
        (3, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t3, 0) ELSE 0 END)
      ) k(period, activities, completed, budget, planned_output)
      LEFT JOIN palikas pa ON pa.id = a.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = a.palika_id AND w.ward_number = NULL::int
     WHERE a.deleted_at IS NULL AND a.status <> 'cancelled' AND TRUE) b) r CROSS JOIN (VALUES (0::smallint, true), (1::smallint, true), (2::smallint, true), (3::smallint, true)) lv(level, unfiltered)
     WHERE TRUE AND (lv.level < 4 OR (r.ward_id IS NOT NULL))
     GROUP BY 1, 2, 3, 4
    HAVING sum(r.activities) <> 0 OR sum(r.completed) <> 0 OR sum(r.budget) <> 0 OR sum(r.planned_output) <> 0 OR sum(r.achieved_output) <> 0 OR sum(r.expenditure) <> 0 OR sum(r.participants_male) <> 0 OR sum(r.participants_female) <> 0 OR sum(r.participants_other) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (level, place_id, fy, period) DO UPDATE SET activities = cell.activities + excluded.activities, completed = cell.completed + excluded.completed, budget = cell.budget + excluded.budget, planned_output = cell.planned_output + excluded.planned_output, achieved_output = cell.achieved_output + excluded.achieved_output, expenditure = cell.expenditure + excluded.expenditure, participants_male = cell.participants_male + excluded.participants_male, participants_female = cell.participants_female + excluded.participants_female, participants_other = cell.participants_other + excluded.participants_other;
    RETURN NULL;
  END $fn$
;

CREATE TRIGGER dash_activities_inserted AFTER INSERT ON palika_activities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_activities_inserted()
;

CREATE FUNCTION dash_activities_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM pg_advisory_xact_lock(k.palika_id, k.fiscal_year) FROM (SELECT palika_id, fiscal_year FROM new_rows UNION SELECT palika_id, fiscal_year FROM old_rows ORDER BY 1, 2) k;
    WITH before_activities AS MATERIALIZED (SELECT x.* FROM palika_activities x WHERE x.palika_id = ANY(ARRAY(SELECT palika_id FROM new_rows UNION SELECT palika_id FROM old_rows)) AND x.fiscal_year = ANY(ARRAY(SELECT fiscal_year FROM new_rows UNION SELECT fiscal_year FROM old_rows))
      AND (x.palika_id, x.fiscal_year) IN (SELECT palika_id, fiscal_year FROM new_rows UNION SELECT palika_id, fiscal_year FROM old_rows) AND x.id NOT IN (SELECT id FROM new_rows) UNION ALL SELECT * FROM old_rows),
     after_activities AS MATERIALIZED (SELECT x.* FROM palika_activities x WHERE x.palika_id = ANY(ARRAY(SELECT palika_id FROM new_rows UNION SELECT palika_id FROM old_rows)) AND x.fiscal_year = ANY(ARRAY(SELECT fiscal_year FROM new_rows UNION SELECT fiscal_year FROM old_rows))
      AND (x.palika_id, x.fiscal_year) IN (SELECT palika_id, fiscal_year FROM new_rows UNION SELECT palika_id, fiscal_year FROM old_rows))
  INSERT INTO dash_programme_cells AS cell (level, place_id, fy, period, activities, completed, budget, planned_output, achieved_output, expenditure, participants_male, participants_female, participants_other)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period,
           sum(r.activities), sum(r.completed), sum(r.budget), sum(r.planned_output), sum(r.achieved_output), sum(r.expenditure), sum(r.participants_male), sum(r.participants_female), sum(r.participants_other)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, activities AS activities, completed AS completed, budget AS budget, planned_output AS planned_output, achieved_output AS achieved_output, expenditure AS expenditure, participants_male AS participants_male, participants_female AS participants_female, participants_other AS participants_other FROM (SELECT d.province_id, pa.district_id, a.palika_id AS palika_id, w.id AS ward_id, a.fiscal_year AS fy, k.period::smallint AS period,
        k.activities, k.completed, k.budget, k.planned_output, 0 AS achieved_output, 0 AS expenditure, 0 AS participants_male, 0 AS participants_female, 0 AS participants_other
      FROM after_activities a
      LEFT JOIN after_activities up1 ON up1.id = a.parent_id
      LEFT JOIN after_activities up2 ON up2.id = up1.parent_id
      CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM after_activities sub WHERE sub.parent_id = a.id AND sub.deleted_at IS NULL) AS leaf) l
      CROSS JOIN LATERAL (VALUES
        (0, l.leaf::int, (l.leaf AND a.status = 'completed')::int, CASE WHEN (up1.deleted_at IS NULL AND up1.status <> 'cancelled' AND up1.budget_npr IS NOT NULL) OR (up2.deleted_at IS NULL AND up2.status <> 'cancelled' AND up2.budget_npr IS NOT NULL) THEN 0 ELSE coalesce(a.budget_npr, 0) END, 0::numeric),
        (1, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t1, 0) ELSE 0 END),
        (2, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t2, 0) ELSE 0 END),
        (3, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t3, 0) ELSE 0 END)
      ) k(period, activities, completed, budget, planned_output)
      LEFT JOIN palikas pa ON pa.id = a.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = a.palika_id AND w.ward_number = NULL::int
     WHERE a.deleted_at IS NULL AND a.status <> 'cancelled' AND TRUE) a UNION ALL SELECT province_id, district_id, palika_id, ward_id, fy, period, -activities AS activities, -completed AS completed, -budget AS budget, -planned_output AS planned_output, -achieved_output AS achieved_output, -expenditure AS expenditure, -participants_male AS participants_male, -participants_female AS participants_female, -participants_other AS participants_other FROM (SELECT d.province_id, pa.district_id, a.palika_id AS palika_id, w.id AS ward_id, a.fiscal_year AS fy, k.period::smallint AS period,
        k.activities, k.completed, k.budget, k.planned_output, 0 AS achieved_output, 0 AS expenditure, 0 AS participants_male, 0 AS participants_female, 0 AS participants_other
      FROM before_activities a
      LEFT JOIN before_activities up1 ON up1.id = a.parent_id
      LEFT JOIN before_activities up2 ON up2.id = up1.parent_id
      CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM before_activities sub WHERE sub.parent_id = a.id AND sub.deleted_at IS NULL) AS leaf) l
      CROSS JOIN LATERAL (VALUES
        (0, l.leaf::int, (l.leaf AND a.status = 'completed')::int, CASE WHEN (up1.deleted_at IS NULL AND up1.status <> 'cancelled' AND up1.budget_npr IS NOT NULL) OR (up2.deleted_at IS NULL AND up2.status <> 'cancelled' AND up2.budget_npr IS NOT NULL) THEN 0 ELSE coalesce(a.budget_npr, 0) END, 0::numeric),
        (1, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t1, 0) ELSE 0 END),
        (2, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t2, 0) ELSE 0 END),
        (3, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t3, 0) ELSE 0 END)
      ) k(period, activities, completed, budget, planned_output)
      LEFT JOIN palikas pa ON pa.id = a.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = a.palika_id AND w.ward_number = NULL::int
     WHERE a.deleted_at IS NULL AND a.status <> 'cancelled' AND TRUE) b) r CROSS JOIN (VALUES (0::smallint, true), (1::smallint, true), (2::smallint, true), (3::smallint, true)) lv(level, unfiltered)
     WHERE TRUE AND (lv.level < 4 OR (r.ward_id IS NOT NULL))
     GROUP BY 1, 2, 3, 4
    HAVING sum(r.activities) <> 0 OR sum(r.completed) <> 0 OR sum(r.budget) <> 0 OR sum(r.planned_output) <> 0 OR sum(r.achieved_output) <> 0 OR sum(r.expenditure) <> 0 OR sum(r.participants_male) <> 0 OR sum(r.participants_female) <> 0 OR sum(r.participants_other) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (level, place_id, fy, period) DO UPDATE SET activities = cell.activities + excluded.activities, completed = cell.completed + excluded.completed, budget = cell.budget + excluded.budget, planned_output = cell.planned_output + excluded.planned_output, achieved_output = cell.achieved_output + excluded.achieved_output, expenditure = cell.expenditure + excluded.expenditure, participants_male = cell.participants_male + excluded.participants_male, participants_female = cell.participants_female + excluded.participants_female, participants_other = cell.participants_other + excluded.participants_other;
    RETURN NULL;
  END $fn$
;

CREATE TRIGGER dash_activities_updated AFTER UPDATE ON palika_activities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_activities_updated()
;

CREATE FUNCTION dash_activities_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM pg_advisory_xact_lock(k.palika_id, k.fiscal_year) FROM (SELECT palika_id, fiscal_year FROM old_rows ORDER BY 1, 2) k;
    WITH before_activities AS MATERIALIZED (SELECT x.* FROM palika_activities x WHERE x.palika_id = ANY(ARRAY(SELECT palika_id FROM old_rows)) AND x.fiscal_year = ANY(ARRAY(SELECT fiscal_year FROM old_rows))
      AND (x.palika_id, x.fiscal_year) IN (SELECT palika_id, fiscal_year FROM old_rows) UNION ALL SELECT * FROM old_rows),
     after_activities AS MATERIALIZED (SELECT x.* FROM palika_activities x WHERE x.palika_id = ANY(ARRAY(SELECT palika_id FROM old_rows)) AND x.fiscal_year = ANY(ARRAY(SELECT fiscal_year FROM old_rows))
      AND (x.palika_id, x.fiscal_year) IN (SELECT palika_id, fiscal_year FROM old_rows))
  INSERT INTO dash_programme_cells AS cell (level, place_id, fy, period, activities, completed, budget, planned_output, achieved_output, expenditure, participants_male, participants_female, participants_other)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period,
           sum(r.activities), sum(r.completed), sum(r.budget), sum(r.planned_output), sum(r.achieved_output), sum(r.expenditure), sum(r.participants_male), sum(r.participants_female), sum(r.participants_other)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, activities AS activities, completed AS completed, budget AS budget, planned_output AS planned_output, achieved_output AS achieved_output, expenditure AS expenditure, participants_male AS participants_male, participants_female AS participants_female, participants_other AS participants_other FROM (SELECT d.province_id, pa.district_id, a.palika_id AS palika_id, w.id AS ward_id, a.fiscal_year AS fy, k.period::smallint AS period,
        k.activities, k.completed, k.budget, k.planned_output, 0 AS achieved_output, 0 AS expenditure, 0 AS participants_male, 0 AS participants_female, 0 AS participants_other
      FROM after_activities a
      LEFT JOIN after_activities up1 ON up1.id = a.parent_id
      LEFT JOIN after_activities up2 ON up2.id = up1.parent_id
      CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM after_activities sub WHERE sub.parent_id = a.id AND sub.deleted_at IS NULL) AS leaf) l
      CROSS JOIN LATERAL (VALUES
        (0, l.leaf::int, (l.leaf AND a.status = 'completed')::int, CASE WHEN (up1.deleted_at IS NULL AND up1.status <> 'cancelled' AND up1.budget_npr IS NOT NULL) OR (up2.deleted_at IS NULL AND up2.status <> 'cancelled' AND up2.budget_npr IS NOT NULL) THEN 0 ELSE coalesce(a.budget_npr, 0) END, 0::numeric),
        (1, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t1, 0) ELSE 0 END),
        (2, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t2, 0) ELSE 0 END),
        (3, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t3, 0) ELSE 0 END)
      ) k(period, activities, completed, budget, planned_output)
      LEFT JOIN palikas pa ON pa.id = a.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = a.palika_id AND w.ward_number = NULL::int
     WHERE a.deleted_at IS NULL AND a.status <> 'cancelled' AND TRUE) a UNION ALL SELECT province_id, district_id, palika_id, ward_id, fy, period, -activities AS activities, -completed AS completed, -budget AS budget, -planned_output AS planned_output, -achieved_output AS achieved_output, -expenditure AS expenditure, -participants_male AS participants_male, -participants_female AS participants_female, -participants_other AS participants_other FROM (SELECT d.province_id, pa.district_id, a.palika_id AS palika_id, w.id AS ward_id, a.fiscal_year AS fy, k.period::smallint AS period,
        k.activities, k.completed, k.budget, k.planned_output, 0 AS achieved_output, 0 AS expenditure, 0 AS participants_male, 0 AS participants_female, 0 AS participants_other
      FROM before_activities a
      LEFT JOIN before_activities up1 ON up1.id = a.parent_id
      LEFT JOIN before_activities up2 ON up2.id = up1.parent_id
      CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM before_activities sub WHERE sub.parent_id = a.id AND sub.deleted_at IS NULL) AS leaf) l
      CROSS JOIN LATERAL (VALUES
        (0, l.leaf::int, (l.leaf AND a.status = 'completed')::int, CASE WHEN (up1.deleted_at IS NULL AND up1.status <> 'cancelled' AND up1.budget_npr IS NOT NULL) OR (up2.deleted_at IS NULL AND up2.status <> 'cancelled' AND up2.budget_npr IS NOT NULL) THEN 0 ELSE coalesce(a.budget_npr, 0) END, 0::numeric),
        (1, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t1, 0) ELSE 0 END),
        (2, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t2, 0) ELSE 0 END),
        (3, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t3, 0) ELSE 0 END)
      ) k(period, activities, completed, budget, planned_output)
      LEFT JOIN palikas pa ON pa.id = a.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = a.palika_id AND w.ward_number = NULL::int
     WHERE a.deleted_at IS NULL AND a.status <> 'cancelled' AND TRUE) b) r CROSS JOIN (VALUES (0::smallint, true), (1::smallint, true), (2::smallint, true), (3::smallint, true)) lv(level, unfiltered)
     WHERE TRUE AND (lv.level < 4 OR (r.ward_id IS NOT NULL))
     GROUP BY 1, 2, 3, 4
    HAVING sum(r.activities) <> 0 OR sum(r.completed) <> 0 OR sum(r.budget) <> 0 OR sum(r.planned_output) <> 0 OR sum(r.achieved_output) <> 0 OR sum(r.expenditure) <> 0 OR sum(r.participants_male) <> 0 OR sum(r.participants_female) <> 0 OR sum(r.participants_other) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (level, place_id, fy, period) DO UPDATE SET activities = cell.activities + excluded.activities, completed = cell.completed + excluded.completed, budget = cell.budget + excluded.budget, planned_output = cell.planned_output + excluded.planned_output, achieved_output = cell.achieved_output + excluded.achieved_output, expenditure = cell.expenditure + excluded.expenditure, participants_male = cell.participants_male + excluded.participants_male, participants_female = cell.participants_female + excluded.participants_female, participants_other = cell.participants_other + excluded.participants_other;
    RETURN NULL;
  END $fn$
;

CREATE TRIGGER dash_activities_deleted AFTER DELETE ON palika_activities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_activities_deleted()
;

CREATE FUNCTION dash_values_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO dash_programme_cells AS cell (level, place_id, fy, period, activities, completed, budget, planned_output, achieved_output, expenditure, participants_male, participants_female, participants_other)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period,
           sum(r.activities), sum(r.completed), sum(r.budget), sum(r.planned_output), sum(r.achieved_output), sum(r.expenditure), sum(r.participants_male), sum(r.participants_female), sum(r.participants_other)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, activities AS activities, completed AS completed, budget AS budget, planned_output AS planned_output, achieved_output AS achieved_output, expenditure AS expenditure, participants_male AS participants_male, participants_female AS participants_female, participants_other AS participants_other FROM (SELECT d.province_id, pa.district_id, v.palika_id AS palika_id, w.id AS ward_id, v.fiscal_year AS fy, v.trimester::smallint AS period,
        0 AS activities, 0 AS completed, 0 AS budget, 0 AS planned_output,
        coalesce(v.achieved_output, 0) AS achieved_output, coalesce(v.expenditure_npr, 0) AS expenditure,
        coalesce(v.participants_male, 0) AS participants_male, coalesce(v.participants_female, 0) AS participants_female,
        coalesce(v.participants_other, 0) AS participants_other
      FROM new_rows v LEFT JOIN palikas pa ON pa.id = v.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = v.palika_id AND w.ward_number = v.ward_no
     WHERE v.deleted_at IS NULL AND TRUE) a) r CROSS JOIN (VALUES (0::smallint, true), (1::smallint, true), (2::smallint, true), (3::smallint, true)) lv(level, unfiltered)
     WHERE TRUE AND (lv.level < 4 OR (r.ward_id IS NOT NULL))
     GROUP BY 1, 2, 3, 4
    HAVING sum(r.activities) <> 0 OR sum(r.completed) <> 0 OR sum(r.budget) <> 0 OR sum(r.planned_output) <> 0 OR sum(r.achieved_output) <> 0 OR sum(r.expenditure) <> 0 OR sum(r.participants_male) <> 0 OR sum(r.participants_female) <> 0 OR sum(r.participants_other) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (level, place_id, fy, period) DO UPDATE SET activities = cell.activities + excluded.activities, completed = cell.completed + excluded.completed, budget = cell.budget + excluded.budget, planned_output = cell.planned_output + excluded.planned_output, achieved_output = cell.achieved_output + excluded.achieved_output, expenditure = cell.expenditure + excluded.expenditure, participants_male = cell.participants_male + excluded.participants_male, participants_female = cell.participants_female + excluded.participants_female, participants_other = cell.participants_other + excluded.participants_other;
    RETURN NULL;
  END $fn$
;

CREATE TRIGGER dash_values_inserted AFTER INSERT ON activity_values REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_values_inserted()
;

CREATE FUNCTION dash_values_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO dash_programme_cells AS cell (level, place_id, fy, period, activities, completed, budget, planned_output, achieved_output, expenditure, participants_male, participants_female, participants_other)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period,
           sum(r.activities), sum(r.completed), sum(r.budget), sum(r.planned_output), sum(r.achieved_output), sum(r.expenditure), sum(r.participants_male), sum(r.participants_female), sum(r.participants_other)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, activities AS activities, completed AS completed, budget AS budget, planned_output AS planned_output, achieved_output AS achieved_output, expenditure AS expenditure, participants_male AS participants_male, participants_female AS participants_female, participants_other AS participants_other FROM (SELECT d.province_id, pa.district_id, v.palika_id AS palika_id, w.id AS ward_id, v.fiscal_year AS fy, v.trimester::smallint AS period,
        0 AS activities, 0 AS completed, 0 AS budget, 0 AS planned_output,
        coalesce(v.achieved_output, 0) AS achieved_output, coalesce(v.expenditure_npr, 0) AS expenditure,
        coalesce(v.participants_male, 0) AS participants_male, coalesce(v.participants_female, 0) AS participants_female,
        coalesce(v.participants_other, 0) AS participants_other
      FROM new_rows v LEFT JOIN palikas pa ON pa.id = v.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = v.palika_id AND w.ward_number = v.ward_no
     WHERE v.deleted_at IS NULL AND TRUE) a UNION ALL SELECT province_id, district_id, palika_id, ward_id, fy, period, -activities AS activities, -completed AS completed, -budget AS budget, -planned_output AS planned_output, -achieved_output AS achieved_output, -expenditure AS expenditure, -participants_male AS participants_male, -participants_female AS participants_female, -participants_other AS participants_other FROM (SELECT d.province_id, pa.district_id, v.palika_id AS palika_id, w.id AS ward_id, v.fiscal_year AS fy, v.trimester::smallint AS period,
        0 AS activities, 0 AS completed, 0 AS budget, 0 AS planned_output,
        coalesce(v.achieved_output, 0) AS achieved_output, coalesce(v.expenditure_npr, 0) AS expenditure,
        coalesce(v.participants_male, 0) AS participants_male, coalesce(v.participants_female, 0) AS participants_female,
        coalesce(v.participants_other, 0) AS participants_other
      FROM old_rows v LEFT JOIN palikas pa ON pa.id = v.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = v.palika_id AND w.ward_number = v.ward_no
     WHERE v.deleted_at IS NULL AND TRUE) b) r CROSS JOIN (VALUES (0::smallint, true), (1::smallint, true), (2::smallint, true), (3::smallint, true)) lv(level, unfiltered)
     WHERE TRUE AND (lv.level < 4 OR (r.ward_id IS NOT NULL))
     GROUP BY 1, 2, 3, 4
    HAVING sum(r.activities) <> 0 OR sum(r.completed) <> 0 OR sum(r.budget) <> 0 OR sum(r.planned_output) <> 0 OR sum(r.achieved_output) <> 0 OR sum(r.expenditure) <> 0 OR sum(r.participants_male) <> 0 OR sum(r.participants_female) <> 0 OR sum(r.participants_other) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (level, place_id, fy, period) DO UPDATE SET activities = cell.activities + excluded.activities, completed = cell.completed + excluded.completed, budget = cell.budget + excluded.budget, planned_output = cell.planned_output + excluded.planned_output, achieved_output = cell.achieved_output + excluded.achieved_output, expenditure = cell.expenditure + excluded.expenditure, participants_male = cell.participants_male + excluded.participants_male, participants_female = cell.participants_female + excluded.participants_female, participants_other = cell.participants_other + excluded.participants_other;
    RETURN NULL;
  END $fn$
;

CREATE TRIGGER dash_values_updated AFTER UPDATE ON activity_values REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_values_updated()
;

CREATE FUNCTION dash_values_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO dash_programme_cells AS cell (level, place_id, fy, period, activities, completed, budget, planned_output, achieved_output, expenditure, participants_male, participants_female, participants_other)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period,
           sum(r.activities), sum(r.completed), sum(r.budget), sum(r.planned_output), sum(r.achieved_output), sum(r.expenditure), sum(r.participants_male), sum(r.participants_female), sum(r.participants_other)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, -activities AS activities, -completed AS completed, -budget AS budget, -planned_output AS planned_output, -achieved_output AS achieved_output, -expenditure AS expenditure, -participants_male AS participants_male, -participants_female AS participants_female, -participants_other AS participants_other FROM (SELECT d.province_id, pa.district_id, v.palika_id AS palika_id, w.id AS ward_id, v.fiscal_year AS fy, v.trimester::smallint AS period,
        0 AS activities, 0 AS completed, 0 AS budget, 0 AS planned_output,
        coalesce(v.achieved_output, 0) AS achieved_output, coalesce(v.expenditure_npr, 0) AS expenditure,
        coalesce(v.participants_male, 0) AS participants_male, coalesce(v.participants_female, 0) AS participants_female,
        coalesce(v.participants_other, 0) AS participants_other
      FROM old_rows v LEFT JOIN palikas pa ON pa.id = v.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = v.palika_id AND w.ward_number = v.ward_no
     WHERE v.deleted_at IS NULL AND TRUE) b) r CROSS JOIN (VALUES (0::smallint, true), (1::smallint, true), (2::smallint, true), (3::smallint, true)) lv(level, unfiltered)
     WHERE TRUE AND (lv.level < 4 OR (r.ward_id IS NOT NULL))
     GROUP BY 1, 2, 3, 4
    HAVING sum(r.activities) <> 0 OR sum(r.completed) <> 0 OR sum(r.budget) <> 0 OR sum(r.planned_output) <> 0 OR sum(r.achieved_output) <> 0 OR sum(r.expenditure) <> 0 OR sum(r.participants_male) <> 0 OR sum(r.participants_female) <> 0 OR sum(r.participants_other) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (level, place_id, fy, period) DO UPDATE SET activities = cell.activities + excluded.activities, completed = cell.completed + excluded.completed, budget = cell.budget + excluded.budget, planned_output = cell.planned_output + excluded.planned_output, achieved_output = cell.achieved_output + excluded.achieved_output, expenditure = cell.expenditure + excluded.expenditure, participants_male = cell.participants_male + excluded.participants_male, participants_female = cell.participants_female + excluded.participants_female, participants_other = cell.participants_other + excluded.participants_other;
    RETURN NULL;
  END $fn$
;

CREATE TRIGGER dash_values_deleted AFTER DELETE ON activity_values REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_values_deleted()
;

SET LOCAL work_mem = '1GB'
;

INSERT INTO dash_programme_cells AS cell (level, place_id, fy, period, activities, completed, budget, planned_output, achieved_output, expenditure, participants_male, participants_female, participants_other)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period,
           sum(r.activities), sum(r.completed), sum(r.budget), sum(r.planned_output), sum(r.achieved_output), sum(r.expenditure), sum(r.participants_male), sum(r.participants_female), sum(r.participants_other)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, activities AS activities, completed AS completed, budget AS budget, planned_output AS planned_output, achieved_output AS achieved_output, expenditure AS expenditure, participants_male AS participants_male, participants_female AS participants_female, participants_other AS participants_other FROM (SELECT d.province_id, pa.district_id, a.palika_id AS palika_id, w.id AS ward_id, a.fiscal_year AS fy, k.period::smallint AS period,
        k.activities, k.completed, k.budget, k.planned_output, 0 AS achieved_output, 0 AS expenditure, 0 AS participants_male, 0 AS participants_female, 0 AS participants_other
      FROM palika_activities a
      LEFT JOIN palika_activities up1 ON up1.id = a.parent_id
      LEFT JOIN palika_activities up2 ON up2.id = up1.parent_id
      CROSS JOIN LATERAL (SELECT NOT EXISTS (SELECT 1 FROM palika_activities sub WHERE sub.parent_id = a.id AND sub.deleted_at IS NULL) AS leaf) l
      CROSS JOIN LATERAL (VALUES
        (0, l.leaf::int, (l.leaf AND a.status = 'completed')::int, CASE WHEN (up1.deleted_at IS NULL AND up1.status <> 'cancelled' AND up1.budget_npr IS NOT NULL) OR (up2.deleted_at IS NULL AND up2.status <> 'cancelled' AND up2.budget_npr IS NOT NULL) THEN 0 ELSE coalesce(a.budget_npr, 0) END, 0::numeric),
        (1, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t1, 0) ELSE 0 END),
        (2, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t2, 0) ELSE 0 END),
        (3, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t3, 0) ELSE 0 END)
      ) k(period, activities, completed, budget, planned_output)
      LEFT JOIN palikas pa ON pa.id = a.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = a.palika_id AND w.ward_number = NULL::int
     WHERE a.deleted_at IS NULL AND a.status <> 'cancelled' AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, v.palika_id AS palika_id, w.id AS ward_id, v.fiscal_year AS fy, v.trimester::smallint AS period,
        0 AS activities, 0 AS completed, 0 AS budget, 0 AS planned_output,
        coalesce(v.achieved_output, 0) AS achieved_output, coalesce(v.expenditure_npr, 0) AS expenditure,
        coalesce(v.participants_male, 0) AS participants_male, coalesce(v.participants_female, 0) AS participants_female,
        coalesce(v.participants_other, 0) AS participants_other
      FROM activity_values v LEFT JOIN palikas pa ON pa.id = v.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = v.palika_id AND w.ward_number = v.ward_no
     WHERE v.deleted_at IS NULL AND TRUE) a) r CROSS JOIN (VALUES (0::smallint, true), (1::smallint, true), (2::smallint, true), (3::smallint, true)) lv(level, unfiltered)
     WHERE TRUE AND (lv.level < 4 OR (r.ward_id IS NOT NULL))
     GROUP BY 1, 2, 3, 4
    HAVING sum(r.activities) <> 0 OR sum(r.completed) <> 0 OR sum(r.budget) <> 0 OR sum(r.planned_output) <> 0 OR sum(r.achieved_output) <> 0 OR sum(r.expenditure) <> 0 OR sum(r.participants_male) <> 0 OR sum(r.participants_female) <> 0 OR sum(r.participants_other) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (level, place_id, fy, period) DO UPDATE SET activities = cell.activities + excluded.activities, completed = cell.completed + excluded.completed, budget = cell.budget + excluded.budget, planned_output = cell.planned_output + excluded.planned_output, achieved_output = cell.achieved_output + excluded.achieved_output, expenditure = cell.expenditure + excluded.expenditure, participants_male = cell.participants_male + excluded.participants_male, participants_female = cell.participants_female + excluded.participants_female, participants_other = cell.participants_other + excluded.participants_other
;

RESET work_mem
;

ANALYZE dash_programme_cells
;
