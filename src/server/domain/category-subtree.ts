import { type Sql, sql } from '@/server/platform/sql';

/** The ids of a service category and of everything below it (the catalogue is one tree). */
export const categorySubtree = (categoryId: Sql | number): Sql =>
  sql`WITH RECURSIVE sub(id) AS (SELECT ${categoryId}::int
    UNION ALL SELECT c.id FROM service_categories c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub`;
