/** The ids of a category (`$N`) and of everything below it. */
export const CATEGORY_SUBTREE = `WITH RECURSIVE sub(id) AS (SELECT $N::int UNION ALL SELECT c.id FROM service_categories c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub`;
