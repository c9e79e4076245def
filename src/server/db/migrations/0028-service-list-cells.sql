-- 0028-service-list-cells: frozen SQL, as this migration ran when it shipped. Never edit; add a migration.
-- Statements end with a line holding only ';'.

CREATE TABLE service_list_cells (
    palika_id integer NOT NULL,
    pwd_id uuid NOT NULL,
    services integer NOT NULL,
    quantity numeric NOT NULL,
    cost numeric NOT NULL,
    participants bigint NOT NULL,
    PRIMARY KEY (palika_id, pwd_id)
  )
;
DROP TRIGGER IF EXISTS dash_persons_inserted ON pwd_persons
;
DROP FUNCTION IF EXISTS dash_persons_inserted()
;
DROP TRIGGER IF EXISTS dash_persons_updated ON pwd_persons
;
DROP FUNCTION IF EXISTS dash_persons_updated()
;
DROP TRIGGER IF EXISTS dash_persons_deleted ON pwd_persons
;
DROP FUNCTION IF EXISTS dash_persons_deleted()
;
DROP TRIGGER IF EXISTS dash_services_inserted ON service_records
;
DROP FUNCTION IF EXISTS dash_services_inserted()
;
DROP TRIGGER IF EXISTS dash_services_updated ON service_records
;
DROP FUNCTION IF EXISTS dash_services_updated()
;
DROP TRIGGER IF EXISTS dash_services_deleted ON service_records
;
DROP FUNCTION IF EXISTS dash_services_deleted()
;
DROP TRIGGER IF EXISTS dash_activities_inserted ON palika_activities
;
DROP FUNCTION IF EXISTS dash_activities_inserted()
;
DROP TRIGGER IF EXISTS dash_activities_updated ON palika_activities
;
DROP FUNCTION IF EXISTS dash_activities_updated()
;
DROP TRIGGER IF EXISTS dash_activities_deleted ON palika_activities
;
DROP FUNCTION IF EXISTS dash_activities_deleted()
;
DROP TRIGGER IF EXISTS dash_values_inserted ON activity_values
;
DROP FUNCTION IF EXISTS dash_values_inserted()
;
DROP TRIGGER IF EXISTS dash_values_updated ON activity_values
;
DROP FUNCTION IF EXISTS dash_values_updated()
;
DROP TRIGGER IF EXISTS dash_values_deleted ON activity_values
;
DROP FUNCTION IF EXISTS dash_values_deleted()
;
CREATE FUNCTION dash_persons_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO dash_person_cells AS cell (level, place_id, disability_type, severity_class, gender, age_band, status, card_status, reg_fy, reg_month, persons)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.disability_type, CASE WHEN lv.unfiltered THEN '*' ELSE r.severity_class END, CASE WHEN lv.unfiltered THEN '*' ELSE r.gender END, CASE WHEN lv.unfiltered THEN '*' ELSE r.age_band END, r.status, r.card_status, r.reg_fy, r.reg_month,
           sum(r.persons)
      FROM (SELECT province_id, district_id, palika_id, ward_id, disability_type, severity_class, gender, age_band, status, card_status, reg_fy, reg_month, persons AS persons FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band, p.status, p.card_status, p.registration_fy AS reg_fy, p.registration_month AS reg_month, 1 AS persons
    FROM new_rows p LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
   WHERE p.deleted_at IS NULL AND TRUE) a) r CROSS JOIN (VALUES (0::smallint, false), (0::smallint, true), (1::smallint, false), (1::smallint, true), (2::smallint, true), (3::smallint, true), (4::smallint, true)) lv(level, unfiltered)
     WHERE (lv.level < 2 OR r.disability_type = '*') AND (lv.level < 4 OR (r.ward_id IS NOT NULL))
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(r.persons) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (level, place_id, disability_type, severity_class, gender, age_band, status, card_status, reg_fy, reg_month) DO UPDATE SET persons = cell.persons + excluded.persons;
    RETURN NULL;
  END $fn$
;
CREATE TRIGGER dash_persons_inserted AFTER INSERT ON pwd_persons REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_persons_inserted()
;
CREATE FUNCTION dash_persons_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO dash_person_cells AS cell (level, place_id, disability_type, severity_class, gender, age_band, status, card_status, reg_fy, reg_month, persons)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.disability_type, CASE WHEN lv.unfiltered THEN '*' ELSE r.severity_class END, CASE WHEN lv.unfiltered THEN '*' ELSE r.gender END, CASE WHEN lv.unfiltered THEN '*' ELSE r.age_band END, r.status, r.card_status, r.reg_fy, r.reg_month,
           sum(r.persons)
      FROM (SELECT province_id, district_id, palika_id, ward_id, disability_type, severity_class, gender, age_band, status, card_status, reg_fy, reg_month, persons AS persons FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band, p.status, p.card_status, p.registration_fy AS reg_fy, p.registration_month AS reg_month, 1 AS persons
    FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
   WHERE p.deleted_at IS NULL AND TRUE) a UNION ALL SELECT province_id, district_id, palika_id, ward_id, disability_type, severity_class, gender, age_band, status, card_status, reg_fy, reg_month, -persons AS persons FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band, p.status, p.card_status, p.registration_fy AS reg_fy, p.registration_month AS reg_month, 1 AS persons
    FROM (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
   WHERE p.deleted_at IS NULL AND TRUE) b) r CROSS JOIN (VALUES (0::smallint, false), (0::smallint, true), (1::smallint, false), (1::smallint, true), (2::smallint, true), (3::smallint, true), (4::smallint, true)) lv(level, unfiltered)
     WHERE (lv.level < 2 OR r.disability_type = '*') AND (lv.level < 4 OR (r.ward_id IS NOT NULL))
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(r.persons) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (level, place_id, disability_type, severity_class, gender, age_band, status, card_status, reg_fy, reg_month) DO UPDATE SET persons = cell.persons + excluded.persons;
    INSERT INTO dash_service_cells AS cell (level, place_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band, services, quantity, cost, group_services, participants_male, participants_female, participants_other, participants_pwd)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period, r.month, r.facet, r.value, r.disability_type, CASE WHEN lv.unfiltered THEN '*' ELSE r.severity_class END, CASE WHEN lv.unfiltered THEN '*' ELSE r.gender END, CASE WHEN lv.unfiltered THEN '*' ELSE r.age_band END,
           sum(r.services), sum(r.quantity), sum(r.cost), sum(r.group_services), sum(r.participants_male), sum(r.participants_female), sum(r.participants_other), sum(r.participants_pwd)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band, services AS services, quantity AS quantity, cost AS cost, group_services AS group_services, participants_male AS participants_male, participants_female AS participants_female, participants_other AS participants_other, participants_pwd AS participants_pwd FROM (SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, s.fiscal_month::smallint AS month,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'category'::text AS facet, s.category_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.category_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'provider'::text AS facet, s.provider_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.provider_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'funding'::text AS facet, coalesce(s.funding_source, '') AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND coalesce(s.funding_source, '') IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'device'::text AS facet, s.assistive_device_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.assistive_device_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'referral'::text AS facet, s.referral_status AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.referral_status IS NOT NULL AND TRUE) a UNION ALL SELECT province_id, district_id, palika_id, ward_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band, -services AS services, -quantity AS quantity, -cost AS cost, -group_services AS group_services, -participants_male AS participants_male, -participants_female AS participants_female, -participants_other AS participants_other, -participants_pwd AS participants_pwd FROM (SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, s.fiscal_month::smallint AS month,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'category'::text AS facet, s.category_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.category_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'provider'::text AS facet, s.provider_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.provider_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'funding'::text AS facet, coalesce(s.funding_source, '') AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND coalesce(s.funding_source, '') IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'device'::text AS facet, s.assistive_device_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.assistive_device_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'referral'::text AS facet, s.referral_status AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s LEFT JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.referral_status IS NOT NULL AND TRUE) b) r CROSS JOIN (VALUES (0::smallint, false), (0::smallint, true), (1::smallint, false), (1::smallint, true), (2::smallint, true), (3::smallint, true), (4::smallint, true)) lv(level, unfiltered)
     WHERE (lv.level < 2 OR r.disability_type = '*') AND (lv.level < 4 OR (r.ward_id IS NOT NULL AND r.facet = 'component'))
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    HAVING sum(r.services) <> 0 OR sum(r.quantity) <> 0 OR sum(r.cost) <> 0 OR sum(r.group_services) <> 0 OR sum(r.participants_male) <> 0 OR sum(r.participants_female) <> 0 OR sum(r.participants_other) <> 0 OR sum(r.participants_pwd) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    ON CONFLICT (level, place_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band) DO UPDATE SET services = cell.services + excluded.services, quantity = cell.quantity + excluded.quantity, cost = cell.cost + excluded.cost, group_services = cell.group_services + excluded.group_services, participants_male = cell.participants_male + excluded.participants_male, participants_female = cell.participants_female + excluded.participants_female, participants_other = cell.participants_other + excluded.participants_other, participants_pwd = cell.participants_pwd + excluded.participants_pwd;
    INSERT INTO dash_reach_cells AS cell (level, place_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, persons)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period, r.facet, r.value, r.disability_type, CASE WHEN lv.unfiltered THEN '*' ELSE r.severity_class END, CASE WHEN lv.unfiltered THEN '*' ELSE r.gender END, CASE WHEN lv.unfiltered THEN '*' ELSE r.age_band END,
           sum(r.persons)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, count(*)::int AS persons FROM (SELECT DISTINCT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, person_id FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE) x) d GROUP BY province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band UNION ALL SELECT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, -count(*)::int AS persons FROM (SELECT DISTINCT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, person_id FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT id FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) x)) s JOIN (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.palika_id, o.disability_types, o.severity_class, o.gender, o.age_band, o.status, o.card_status, o.registration_fy, o.registration_month, (o.deleted_at IS NULL)) IS DISTINCT FROM (n.palika_id, n.disability_types, n.severity_class, n.gender, n.age_band, n.status, n.card_status, n.registration_fy, n.registration_month, (n.deleted_at IS NULL))) p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE) x) d GROUP BY province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band) r CROSS JOIN (VALUES (0::smallint, false), (0::smallint, true), (1::smallint, false), (1::smallint, true), (2::smallint, true), (3::smallint, true), (4::smallint, true)) lv(level, unfiltered)
     WHERE (lv.level < 2 OR r.disability_type = '*') AND (lv.level < 4 OR (r.ward_id IS NOT NULL AND r.facet = 'all'))
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(r.persons) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (level, place_id, fy, period, facet, value, disability_type, severity_class, gender, age_band) DO UPDATE SET persons = cell.persons + excluded.persons;
    RETURN NULL;
  END $fn$
;
CREATE TRIGGER dash_persons_updated AFTER UPDATE ON pwd_persons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_persons_updated()
;
CREATE FUNCTION dash_persons_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO dash_person_cells AS cell (level, place_id, disability_type, severity_class, gender, age_band, status, card_status, reg_fy, reg_month, persons)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.disability_type, CASE WHEN lv.unfiltered THEN '*' ELSE r.severity_class END, CASE WHEN lv.unfiltered THEN '*' ELSE r.gender END, CASE WHEN lv.unfiltered THEN '*' ELSE r.age_band END, r.status, r.card_status, r.reg_fy, r.reg_month,
           sum(r.persons)
      FROM (SELECT province_id, district_id, palika_id, ward_id, disability_type, severity_class, gender, age_band, status, card_status, reg_fy, reg_month, -persons AS persons FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band, p.status, p.card_status, p.registration_fy AS reg_fy, p.registration_month AS reg_month, 1 AS persons
    FROM old_rows p LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
   WHERE p.deleted_at IS NULL AND TRUE) b) r CROSS JOIN (VALUES (0::smallint, false), (0::smallint, true), (1::smallint, false), (1::smallint, true), (2::smallint, true), (3::smallint, true), (4::smallint, true)) lv(level, unfiltered)
     WHERE (lv.level < 2 OR r.disability_type = '*') AND (lv.level < 4 OR (r.ward_id IS NOT NULL))
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(r.persons) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (level, place_id, disability_type, severity_class, gender, age_band, status, card_status, reg_fy, reg_month) DO UPDATE SET persons = cell.persons + excluded.persons;
    RETURN NULL;
  END $fn$
;
CREATE TRIGGER dash_persons_deleted AFTER DELETE ON pwd_persons REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_persons_deleted()
;
CREATE FUNCTION dash_services_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO dash_service_cells AS cell (level, place_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band, services, quantity, cost, group_services, participants_male, participants_female, participants_other, participants_pwd)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period, r.month, r.facet, r.value, r.disability_type, CASE WHEN lv.unfiltered THEN '*' ELSE r.severity_class END, CASE WHEN lv.unfiltered THEN '*' ELSE r.gender END, CASE WHEN lv.unfiltered THEN '*' ELSE r.age_band END,
           sum(r.services), sum(r.quantity), sum(r.cost), sum(r.group_services), sum(r.participants_male), sum(r.participants_female), sum(r.participants_other), sum(r.participants_pwd)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band, services AS services, quantity AS quantity, cost AS cost, group_services AS group_services, participants_male AS participants_male, participants_female AS participants_female, participants_other AS participants_other, participants_pwd AS participants_pwd FROM (SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, s.fiscal_month::smallint AS month,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'category'::text AS facet, s.category_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.category_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'provider'::text AS facet, s.provider_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.provider_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'funding'::text AS facet, coalesce(s.funding_source, '') AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND coalesce(s.funding_source, '') IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'device'::text AS facet, s.assistive_device_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.assistive_device_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'referral'::text AS facet, s.referral_status AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.referral_status IS NOT NULL AND TRUE) a) r CROSS JOIN (VALUES (0::smallint, false), (0::smallint, true), (1::smallint, false), (1::smallint, true), (2::smallint, true), (3::smallint, true), (4::smallint, true)) lv(level, unfiltered)
     WHERE (lv.level < 2 OR r.disability_type = '*') AND (lv.level < 4 OR (r.ward_id IS NOT NULL AND r.facet = 'component'))
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    HAVING sum(r.services) <> 0 OR sum(r.quantity) <> 0 OR sum(r.cost) <> 0 OR sum(r.group_services) <> 0 OR sum(r.participants_male) <> 0 OR sum(r.participants_female) <> 0 OR sum(r.participants_other) <> 0 OR sum(r.participants_pwd) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    ON CONFLICT (level, place_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band) DO UPDATE SET services = cell.services + excluded.services, quantity = cell.quantity + excluded.quantity, cost = cell.cost + excluded.cost, group_services = cell.group_services + excluded.group_services, participants_male = cell.participants_male + excluded.participants_male, participants_female = cell.participants_female + excluded.participants_female, participants_other = cell.participants_other + excluded.participants_other, participants_pwd = cell.participants_pwd + excluded.participants_pwd;
    INSERT INTO dash_reach_cells AS cell (level, place_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, persons)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period, r.facet, r.value, r.disability_type, CASE WHEN lv.unfiltered THEN '*' ELSE r.severity_class END, CASE WHEN lv.unfiltered THEN '*' ELSE r.gender END, CASE WHEN lv.unfiltered THEN '*' ELSE r.age_band END,
           sum(r.persons)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, count(*)::int AS persons FROM (SELECT DISTINCT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, person_id FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE) x) d GROUP BY province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band UNION ALL SELECT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, -count(*)::int AS persons FROM (SELECT DISTINCT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, person_id FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE) x) d GROUP BY province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band) r CROSS JOIN (VALUES (0::smallint, false), (0::smallint, true), (1::smallint, false), (1::smallint, true), (2::smallint, true), (3::smallint, true), (4::smallint, true)) lv(level, unfiltered)
     WHERE (lv.level < 2 OR r.disability_type = '*') AND (lv.level < 4 OR (r.ward_id IS NOT NULL AND r.facet = 'all'))
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(r.persons) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (level, place_id, fy, period, facet, value, disability_type, severity_class, gender, age_band) DO UPDATE SET persons = cell.persons + excluded.persons;
    INSERT INTO service_list_cells AS cell (palika_id, pwd_id, services, quantity, cost, participants)
    SELECT palika_id, pwd_id, sum(services), sum(quantity), sum(cost), sum(participants)
      FROM (SELECT palika_id, coalesce(pwd_id, '00000000-0000-0000-0000-000000000000'::uuid) AS pwd_id, 1 AS services,
      1 * quantity AS quantity, 1 * coalesce(cost_npr, 0) AS cost,
      1 * (coalesce(participants_male, 0) + coalesce(participants_female, 0) + coalesce(participants_other, 0)) AS participants
    FROM new_rows WHERE deleted_at IS NULL) c GROUP BY 1, 2
    HAVING sum(services) <> 0 OR sum(quantity) <> 0 OR sum(cost) <> 0 OR sum(participants) <> 0
     ORDER BY 1, 2
    ON CONFLICT (palika_id, pwd_id) DO UPDATE SET services = cell.services + excluded.services,
      quantity = cell.quantity + excluded.quantity, cost = cell.cost + excluded.cost,
      participants = cell.participants + excluded.participants;
    RETURN NULL;
  END $fn$
;
CREATE TRIGGER dash_services_inserted AFTER INSERT ON service_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_services_inserted()
;
CREATE FUNCTION dash_services_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO dash_service_cells AS cell (level, place_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band, services, quantity, cost, group_services, participants_male, participants_female, participants_other, participants_pwd)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period, r.month, r.facet, r.value, r.disability_type, CASE WHEN lv.unfiltered THEN '*' ELSE r.severity_class END, CASE WHEN lv.unfiltered THEN '*' ELSE r.gender END, CASE WHEN lv.unfiltered THEN '*' ELSE r.age_band END,
           sum(r.services), sum(r.quantity), sum(r.cost), sum(r.group_services), sum(r.participants_male), sum(r.participants_female), sum(r.participants_other), sum(r.participants_pwd)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band, services AS services, quantity AS quantity, cost AS cost, group_services AS group_services, participants_male AS participants_male, participants_female AS participants_female, participants_other AS participants_other, participants_pwd AS participants_pwd FROM (SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, s.fiscal_month::smallint AS month,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'category'::text AS facet, s.category_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.category_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'provider'::text AS facet, s.provider_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.provider_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'funding'::text AS facet, coalesce(s.funding_source, '') AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND coalesce(s.funding_source, '') IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'device'::text AS facet, s.assistive_device_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.assistive_device_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'referral'::text AS facet, s.referral_status AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM new_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.referral_status IS NOT NULL AND TRUE) a UNION ALL SELECT province_id, district_id, palika_id, ward_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band, -services AS services, -quantity AS quantity, -cost AS cost, -group_services AS group_services, -participants_male AS participants_male, -participants_female AS participants_female, -participants_other AS participants_other, -participants_pwd AS participants_pwd FROM (SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, s.fiscal_month::smallint AS month,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'category'::text AS facet, s.category_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.category_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'provider'::text AS facet, s.provider_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.provider_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'funding'::text AS facet, coalesce(s.funding_source, '') AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND coalesce(s.funding_source, '') IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'device'::text AS facet, s.assistive_device_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.assistive_device_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'referral'::text AS facet, s.referral_status AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.referral_status IS NOT NULL AND TRUE) b) r CROSS JOIN (VALUES (0::smallint, false), (0::smallint, true), (1::smallint, false), (1::smallint, true), (2::smallint, true), (3::smallint, true), (4::smallint, true)) lv(level, unfiltered)
     WHERE (lv.level < 2 OR r.disability_type = '*') AND (lv.level < 4 OR (r.ward_id IS NOT NULL AND r.facet = 'component'))
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    HAVING sum(r.services) <> 0 OR sum(r.quantity) <> 0 OR sum(r.cost) <> 0 OR sum(r.group_services) <> 0 OR sum(r.participants_male) <> 0 OR sum(r.participants_female) <> 0 OR sum(r.participants_other) <> 0 OR sum(r.participants_pwd) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    ON CONFLICT (level, place_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band) DO UPDATE SET services = cell.services + excluded.services, quantity = cell.quantity + excluded.quantity, cost = cell.cost + excluded.cost, group_services = cell.group_services + excluded.group_services, participants_male = cell.participants_male + excluded.participants_male, participants_female = cell.participants_female + excluded.participants_female, participants_other = cell.participants_other + excluded.participants_other, participants_pwd = cell.participants_pwd + excluded.participants_pwd;
    INSERT INTO dash_reach_cells AS cell (level, place_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, persons)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period, r.facet, r.value, r.disability_type, CASE WHEN lv.unfiltered THEN '*' ELSE r.severity_class END, CASE WHEN lv.unfiltered THEN '*' ELSE r.gender END, CASE WHEN lv.unfiltered THEN '*' ELSE r.age_band END,
           sum(r.persons)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, count(*)::int AS persons FROM (SELECT DISTINCT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, person_id FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE) x) d GROUP BY province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band UNION ALL SELECT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, -count(*)::int AS persons FROM (SELECT DISTINCT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, person_id FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM new_rows UNION SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) AND s.id NOT IN (SELECT id FROM new_rows) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE) x) d GROUP BY province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band) r CROSS JOIN (VALUES (0::smallint, false), (0::smallint, true), (1::smallint, false), (1::smallint, true), (2::smallint, true), (3::smallint, true), (4::smallint, true)) lv(level, unfiltered)
     WHERE (lv.level < 2 OR r.disability_type = '*') AND (lv.level < 4 OR (r.ward_id IS NOT NULL AND r.facet = 'all'))
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(r.persons) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (level, place_id, fy, period, facet, value, disability_type, severity_class, gender, age_band) DO UPDATE SET persons = cell.persons + excluded.persons;
    INSERT INTO service_list_cells AS cell (palika_id, pwd_id, services, quantity, cost, participants)
    SELECT palika_id, pwd_id, sum(services), sum(quantity), sum(cost), sum(participants)
      FROM (SELECT palika_id, coalesce(pwd_id, '00000000-0000-0000-0000-000000000000'::uuid) AS pwd_id, -1 AS services,
      -1 * quantity AS quantity, -1 * coalesce(cost_npr, 0) AS cost,
      -1 * (coalesce(participants_male, 0) + coalesce(participants_female, 0) + coalesce(participants_other, 0)) AS participants
    FROM old_rows WHERE deleted_at IS NULL UNION ALL SELECT palika_id, coalesce(pwd_id, '00000000-0000-0000-0000-000000000000'::uuid) AS pwd_id, 1 AS services,
      1 * quantity AS quantity, 1 * coalesce(cost_npr, 0) AS cost,
      1 * (coalesce(participants_male, 0) + coalesce(participants_female, 0) + coalesce(participants_other, 0)) AS participants
    FROM new_rows WHERE deleted_at IS NULL) c GROUP BY 1, 2
    HAVING sum(services) <> 0 OR sum(quantity) <> 0 OR sum(cost) <> 0 OR sum(participants) <> 0
     ORDER BY 1, 2
    ON CONFLICT (palika_id, pwd_id) DO UPDATE SET services = cell.services + excluded.services,
      quantity = cell.quantity + excluded.quantity, cost = cell.cost + excluded.cost,
      participants = cell.participants + excluded.participants;
    RETURN NULL;
  END $fn$
;
CREATE TRIGGER dash_services_updated AFTER UPDATE ON service_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_services_updated()
;
CREATE FUNCTION dash_services_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO dash_service_cells AS cell (level, place_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band, services, quantity, cost, group_services, participants_male, participants_female, participants_other, participants_pwd)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period, r.month, r.facet, r.value, r.disability_type, CASE WHEN lv.unfiltered THEN '*' ELSE r.severity_class END, CASE WHEN lv.unfiltered THEN '*' ELSE r.gender END, CASE WHEN lv.unfiltered THEN '*' ELSE r.age_band END,
           sum(r.services), sum(r.quantity), sum(r.cost), sum(r.group_services), sum(r.participants_male), sum(r.participants_female), sum(r.participants_other), sum(r.participants_pwd)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band, -services AS services, -quantity AS quantity, -cost AS cost, -group_services AS group_services, -participants_male AS participants_male, -participants_female AS participants_female, -participants_other AS participants_other, -participants_pwd AS participants_pwd FROM (SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, s.fiscal_month::smallint AS month,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no JOIN service_category_lineage c ON c.id = s.category_id
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'category'::text AS facet, s.category_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.category_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'provider'::text AS facet, s.provider_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.provider_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'funding'::text AS facet, coalesce(s.funding_source, '') AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND coalesce(s.funding_source, '') IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'device'::text AS facet, s.assistive_device_type AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.assistive_device_type IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, s.palika_id AS palika_id, w.id AS ward_id, s.fiscal_year AS fy, s.trimester AS period, 0::smallint AS month,
          'referral'::text AS facet, s.referral_status AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band,
          1 AS services, coalesce(s.quantity, 0) AS quantity, coalesce(s.cost_npr, 0) AS cost, s.is_group::int AS group_services,
          coalesce(s.participants_male, 0) AS participants_male, coalesce(s.participants_female, 0) AS participants_female,
          coalesce(s.participants_other, 0) AS participants_other, coalesce(s.participants_pwd, 0) AS participants_pwd
        FROM old_rows s LEFT JOIN pwd_persons p ON p.id = s.pwd_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
        LEFT JOIN palikas pa ON pa.id = s.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = s.palika_id AND w.ward_number = s.ward_no 
       WHERE s.deleted_at IS NULL AND s.referral_status IS NOT NULL AND TRUE) b) r CROSS JOIN (VALUES (0::smallint, false), (0::smallint, true), (1::smallint, false), (1::smallint, true), (2::smallint, true), (3::smallint, true), (4::smallint, true)) lv(level, unfiltered)
     WHERE (lv.level < 2 OR r.disability_type = '*') AND (lv.level < 4 OR (r.ward_id IS NOT NULL AND r.facet = 'component'))
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    HAVING sum(r.services) <> 0 OR sum(r.quantity) <> 0 OR sum(r.cost) <> 0 OR sum(r.group_services) <> 0 OR sum(r.participants_male) <> 0 OR sum(r.participants_female) <> 0 OR sum(r.participants_other) <> 0 OR sum(r.participants_pwd) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
    ON CONFLICT (level, place_id, fy, period, month, facet, value, disability_type, severity_class, gender, age_band) DO UPDATE SET services = cell.services + excluded.services, quantity = cell.quantity + excluded.quantity, cost = cell.cost + excluded.cost, group_services = cell.group_services + excluded.group_services, participants_male = cell.participants_male + excluded.participants_male, participants_female = cell.participants_female + excluded.participants_female, participants_other = cell.participants_other + excluded.participants_other, participants_pwd = cell.participants_pwd + excluded.participants_pwd;
    INSERT INTO dash_reach_cells AS cell (level, place_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, persons)
    SELECT lv.level, CASE lv.level WHEN 0 THEN 0 WHEN 1 THEN r.province_id WHEN 2 THEN r.district_id WHEN 3 THEN r.palika_id ELSE r.ward_id END,
           r.fy, r.period, r.facet, r.value, r.disability_type, CASE WHEN lv.unfiltered THEN '*' ELSE r.severity_class END, CASE WHEN lv.unfiltered THEN '*' ELSE r.gender END, CASE WHEN lv.unfiltered THEN '*' ELSE r.age_band END,
           sum(r.persons)
      FROM (SELECT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, count(*)::int AS persons FROM (SELECT DISTINCT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, person_id FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL)) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE) x) d GROUP BY province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band UNION ALL SELECT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, -count(*)::int AS persons FROM (SELECT DISTINCT province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band, person_id FROM (SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'all'::text AS facet, '' AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
         CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND '' IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'component'::text AS facet, c.component_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.component_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, 0::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE
 UNION ALL SELECT d.province_id, pa.district_id, p.palika_id AS palika_id, w.id AS ward_id, p.id AS person_id, s.fiscal_year AS fy, s.trimester::smallint AS period,
          'element'::text AS facet, c.element_id::text AS value, t.disability_type, coalesce(p.severity_class, '') AS severity_class, coalesce(p.gender, '') AS gender, coalesce(p.age_band, '') AS age_band
        FROM (SELECT s.* FROM service_records s WHERE s.deleted_at IS NULL AND s.pwd_id IN (SELECT pwd_id FROM (SELECT pwd_id FROM old_rows) t WHERE pwd_id IS NOT NULL) UNION ALL SELECT * FROM old_rows) s JOIN pwd_persons p ON p.id = s.pwd_id AND p.deleted_at IS NULL LEFT JOIN palikas pa ON pa.id = p.palika_id LEFT JOIN districts d ON d.id = pa.district_id LEFT JOIN wards w ON w.palika_id = p.palika_id AND w.ward_number = p.ward_no
        JOIN service_category_lineage c ON c.id = s.category_id CROSS JOIN LATERAL unnest('{*}'::text[] || coalesce(p.disability_types, '{}'::text[])) t(disability_type)
       WHERE s.deleted_at IS NULL AND c.element_id::text IS NOT NULL AND TRUE) x) d GROUP BY province_id, district_id, palika_id, ward_id, fy, period, facet, value, disability_type, severity_class, gender, age_band) r CROSS JOIN (VALUES (0::smallint, false), (0::smallint, true), (1::smallint, false), (1::smallint, true), (2::smallint, true), (3::smallint, true), (4::smallint, true)) lv(level, unfiltered)
     WHERE (lv.level < 2 OR r.disability_type = '*') AND (lv.level < 4 OR (r.ward_id IS NOT NULL AND r.facet = 'all'))
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    HAVING sum(r.persons) <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ON CONFLICT (level, place_id, fy, period, facet, value, disability_type, severity_class, gender, age_band) DO UPDATE SET persons = cell.persons + excluded.persons;
    INSERT INTO service_list_cells AS cell (palika_id, pwd_id, services, quantity, cost, participants)
    SELECT palika_id, pwd_id, sum(services), sum(quantity), sum(cost), sum(participants)
      FROM (SELECT palika_id, coalesce(pwd_id, '00000000-0000-0000-0000-000000000000'::uuid) AS pwd_id, -1 AS services,
      -1 * quantity AS quantity, -1 * coalesce(cost_npr, 0) AS cost,
      -1 * (coalesce(participants_male, 0) + coalesce(participants_female, 0) + coalesce(participants_other, 0)) AS participants
    FROM old_rows WHERE deleted_at IS NULL) c GROUP BY 1, 2
    HAVING sum(services) <> 0 OR sum(quantity) <> 0 OR sum(cost) <> 0 OR sum(participants) <> 0
     ORDER BY 1, 2
    ON CONFLICT (palika_id, pwd_id) DO UPDATE SET services = cell.services + excluded.services,
      quantity = cell.quantity + excluded.quantity, cost = cell.cost + excluded.cost,
      participants = cell.participants + excluded.participants;
    RETURN NULL;
  END $fn$
;
CREATE TRIGGER dash_services_deleted AFTER DELETE ON service_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dash_services_deleted()
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
INSERT INTO service_list_cells AS cell (palika_id, pwd_id, services, quantity, cost, participants)
    SELECT palika_id, pwd_id, sum(services), sum(quantity), sum(cost), sum(participants)
      FROM (SELECT palika_id, coalesce(pwd_id, '00000000-0000-0000-0000-000000000000'::uuid) AS pwd_id, 1 AS services,
      1 * quantity AS quantity, 1 * coalesce(cost_npr, 0) AS cost,
      1 * (coalesce(participants_male, 0) + coalesce(participants_female, 0) + coalesce(participants_other, 0)) AS participants
    FROM service_records WHERE deleted_at IS NULL) c GROUP BY 1, 2
    HAVING sum(services) <> 0 OR sum(quantity) <> 0 OR sum(cost) <> 0 OR sum(participants) <> 0
     ORDER BY 1, 2
    ON CONFLICT (palika_id, pwd_id) DO UPDATE SET services = cell.services + excluded.services,
      quantity = cell.quantity + excluded.quantity, cost = cell.cost + excluded.cost,
      participants = cell.participants + excluded.participants
;
ANALYZE service_list_cells
;
