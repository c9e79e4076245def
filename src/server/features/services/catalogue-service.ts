import { type Database, type Queryable } from '@/server/db/database';
import { type Actor, changes, writeAudit } from '@/server/platform/audit';
import { HttpError, invalid, notFound } from '@/server/platform/http-error';
import { join, names, raw, sql } from '@/server/platform/sql';
import type { RequestBody } from '@/shared/api/types';
import type { FieldError } from '@/shared/errors';
import { MAX_CATEGORY_DEPTH } from '@/shared/services/enums';
import { type Category, getCategory, listAttributes, listCategories } from './catalogue-repository';

type CategoryInput = RequestBody<'createServiceCategory'>;
const conflict = () =>
  new HttpError(409, 'conflict', 'Someone changed this category after you opened it');

const COLUMNS = [
  'code',
  'parent_id',
  'name_en',
  'name_ne',
  'default_unit',
  'is_individual',
  'is_group',
  'record_kind',
  'requires_card',
  'eligible_severity',
  'eligible_types',
  'sort_order',
  'active_from_fy',
  'active_to_fy',
];
const valuesOf = (c: CategoryInput) => [
  c.code,
  c.parentId,
  c.nameEn.trim(),
  c.nameNe.trim(),
  c.defaultUnit,
  c.isIndividual,
  c.isGroup,
  c.recordKind,
  c.requiresCard,
  c.eligibleSeverity,
  c.eligibleTypes,
  c.sortOrder,
  c.activeFromFy,
  c.activeToFy,
];

async function categoryById(db: Queryable, id: number): Promise<Category> {
  const found = await getCategory(db, id);
  if (!found) throw notFound();
  return found;
}

/**
 * Depth at most four, no cycles, no children under a category that already has records, no move of
 * a branch that has records (its records would change component in every report and summary cell,
 * docs/decisions/0013), codes unique, attributes that exist.
 */
async function checkPlacement(db: Queryable, input: CategoryInput, self?: Category): Promise<void> {
  const all = await listCategories(db);
  const problems: FieldError[] = [];
  const below = (id: number): number[] =>
    all.filter((c) => c.parentId === id).flatMap((c) => [c.id, ...below(c.id)]);
  const moved = self !== undefined && input.parentId !== self.parentId;
  if (moved && [self.id, ...below(self.id)].some((id) => all.find((c) => c.id === id)?.inUse))
    problems.push({ field: 'parentId', code: 'inUse' });
  if (all.some((c) => c.code === input.code && c.id !== self?.id))
    problems.push({ field: 'code', code: 'taken' });
  if (input.nameEn.trim() === '' || input.nameNe.trim() === '')
    problems.push({ field: input.nameEn.trim() ? 'nameNe' : 'nameEn', code: 'required' });
  if (input.activeToFy !== null && input.activeToFy < input.activeFromFy)
    problems.push({ field: 'activeToFy', code: 'tooSmall' });
  if (input.parentId !== null) {
    const parent = all.find((c) => c.id === input.parentId);
    if (!parent) problems.push({ field: 'parentId', code: 'invalidValue' });
    else {
      const height = (id: number): number =>
        1 + Math.max(0, ...all.filter((c) => c.parentId === id).map((c) => height(c.id)));
      if (self && (parent.id === self.id || below(self.id).includes(parent.id)))
        problems.push({ field: 'parentId', code: 'cycle' });
      else if (parent.level + (self ? height(self.id) : 1) > MAX_CATEGORY_DEPTH)
        problems.push({ field: 'parentId', code: 'tooLarge', limit: MAX_CATEGORY_DEPTH });
      else if (parent.isLeaf && parent.inUse) problems.push({ field: 'parentId', code: 'inUse' });
    }
  }
  if (
    input.attributeIds.length &&
    (await listAttributes(db, input.attributeIds)).length !== input.attributeIds.length
  )
    problems.push({ field: 'attributeIds', code: 'invalidValue' });
  if (problems.length) throw invalid(problems);
}

async function setAttributes(tx: Queryable, categoryId: number, attributeIds: number[]) {
  await tx.query(sql`DELETE FROM category_attributes WHERE category_id = ${categoryId}`);
  for (const [index, attributeId] of attributeIds.entries()) {
    await tx.query(
      sql`INSERT INTO category_attributes (category_id, attribute_id, sort_order) VALUES (${categoryId}, ${attributeId}, ${index})`,
    );
  }
}

export async function createCategory(
  db: Database,
  actor: Actor,
  input: CategoryInput,
): Promise<Category> {
  await checkPlacement(db, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      sql`INSERT INTO service_categories (${names(COLUMNS)}, updated_by)
        VALUES (${join(valuesOf(input))}, ${actor.userId}) RETURNING id`,
    );
    await setAttributes(tx, row.id, input.attributeIds);
    await writeAudit(tx, actor, {
      entity: 'service_category',
      entityId: String(row.id),
      action: 'create',
      after: input,
    });
    return row.id;
  });
  return categoryById(db, id);
}

export async function updateCategory(
  db: Database,
  actor: Actor,
  id: number,
  body: RequestBody<'updateServiceCategory'>,
): Promise<Category> {
  const { version, ...input } = body;
  const before = await categoryById(db, id);
  if (before.version !== version) throw conflict();
  await checkPlacement(db, input, before);
  await db.transaction(async (tx) => {
    const values = valuesOf(input);
    const sets = join(COLUMNS.map((column, i) => sql`${raw(column)} = ${values[i]}`));
    const done = await tx.query(
      sql`UPDATE service_categories SET ${sets}, updated_by = ${actor.userId}, updated_at = now(),
          version = version + 1 WHERE id = ${id} AND version = ${version} RETURNING id`,
    );
    if (done.length === 0) throw conflict();
    await setAttributes(tx, id, input.attributeIds);
    await writeAudit(tx, actor, {
      entity: 'service_category',
      entityId: String(id),
      action: 'update',
      ...changes(before, { ...before, ...input }, ['version', 'level', 'isLeaf', 'inUse']),
    });
  });
  return categoryById(db, id);
}

/** Closes a category and everything below it from a fiscal year on: old records stay valid, new ones cannot use it. */
export async function closeCategory(
  db: Database,
  actor: Actor,
  id: number,
  body: RequestBody<'closeServiceCategory'>,
): Promise<Category> {
  const before = await categoryById(db, id);
  if (before.version !== body.version) throw conflict();
  if (body.fromFiscalYear <= before.activeFromFy)
    throw invalid([{ field: 'fromFiscalYear', code: 'tooSmall', limit: before.activeFromFy + 1 }]);
  const all = await listCategories(db);
  const below = (parent: number): number[] =>
    all.filter((c) => c.parentId === parent).flatMap((c) => [c.id, ...below(c.id)]);
  await db.transaction(async (tx) => {
    await tx.query(
      sql`UPDATE service_categories SET active_to_fy = ${body.fromFiscalYear - 1}, updated_by = ${actor.userId}, updated_at = now(), version = version + 1 WHERE id = ANY(${[id, ...below(id)]}::int[])`,
    );
    await writeAudit(tx, actor, {
      entity: 'service_category',
      entityId: String(id),
      action: 'close',
      before: { activeToFy: before.activeToFy },
      after: { activeToFy: body.fromFiscalYear - 1 },
    });
  });
  return categoryById(db, id);
}

/** Only a category nobody used and with nothing below it is deleted; any other is closed instead. */
export async function deleteCategory(db: Database, actor: Actor, id: number): Promise<Category> {
  const before = await categoryById(db, id);
  if (before.inUse || !before.isLeaf)
    throw new HttpError(
      409,
      'conflict',
      'A category with records or sub-categories is closed, not deleted',
      [{ field: 'id', code: 'inUse' }],
    );
  await db.transaction(async (tx) => {
    await tx.query(sql`DELETE FROM category_attributes WHERE category_id = ${id}`);
    await tx.query(sql`DELETE FROM service_categories WHERE id = ${id}`);
    await writeAudit(tx, actor, {
      entity: 'service_category',
      entityId: String(id),
      action: 'delete',
      before,
    });
  });
  return before;
}
