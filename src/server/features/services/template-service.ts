import type { Database, Queryable } from '@/server/db/database';
import { listAttributes } from '@/server/domain/attribute-definitions';
import { type Actor, changes, writeAudit } from '@/server/platform/audit';
import { HttpError, invalid, notFound } from '@/server/platform/http-error';
import { join, names, raw, sql } from '@/server/platform/sql';
import type { RequestBody, Schemas } from '@/shared/api/types';
import type { FieldError } from '@/shared/errors';

export type Template = Schemas['ActivityTemplate'];
type TemplateInput = RequestBody<'createActivityTemplate'>;

const conflict = () =>
  new HttpError(409, 'conflict', 'Someone changed this standard activity after you opened it');

interface TemplateRow {
  id: number;
  programme: string;
  parent_id: number | null;
  code: string;
  name_en: string;
  name_ne: string;
  unit: Template['unit'];
  service_category_id: number | null;
  sort_order: number;
  active_from_fy: number;
  active_to_fy: number | null;
  version: number;
  attribute_ids: number[] | null;
  adoptions: number;
}

/** Every programme's standard activities, each activity followed by its sub-activities. */
export async function listTemplates(db: Queryable): Promise<Template[]> {
  const rows = await db.query<TemplateRow>(
    `SELECT t.*,
        (SELECT array_agg(a.attribute_id ORDER BY a.sort_order, a.attribute_id)
          FROM template_attributes a WHERE a.template_id = t.id) AS attribute_ids,
        (SELECT count(*)::int FROM palika_activities p
          WHERE p.template_id = t.id AND p.deleted_at IS NULL) AS adoptions
      FROM activity_templates t ORDER BY t.programme, t.sort_order, t.code`,
  );
  const templateOf = (row: TemplateRow): Template => ({
    id: row.id,
    programme: row.programme,
    parentId: row.parent_id,
    code: row.code,
    nameEn: row.name_en,
    nameNe: row.name_ne,
    unit: row.unit,
    serviceCategoryId: row.service_category_id,
    sortOrder: row.sort_order,
    activeFromFy: row.active_from_fy,
    activeToFy: row.active_to_fy,
    attributeIds: row.attribute_ids ?? [],
    level: row.parent_id === null ? 1 : 2,
    adoptions: row.adoptions,
    version: row.version,
  });
  const top = rows.filter((r) => r.parent_id === null);
  return top.flatMap((parent) => [
    templateOf(parent),
    ...rows.filter((r) => r.parent_id === parent.id).map(templateOf),
  ]);
}

async function templateById(db: Queryable, id: number): Promise<Template> {
  const found = (await listTemplates(db)).find((t) => t.id === id);
  if (!found) throw notFound();
  return found;
}

/**
 * Two levels (activity › sub-activity) within one programme, codes unique in the programme, a
 * category and attributes that exist, attributes meant for activities.
 */
async function templateProblems(
  db: Queryable,
  input: TemplateInput,
  self?: Template,
): Promise<FieldError[]> {
  const all = await listTemplates(db);
  const problems: FieldError[] = [];
  const add = (field: string, code: FieldError['code']) => problems.push({ field, code });
  if (
    all.some((t) => t.programme === input.programme && t.code === input.code && t.id !== self?.id)
  )
    add('code', 'taken');
  if (input.nameEn.trim() === '') add('nameEn', 'required');
  if (input.nameNe.trim() === '') add('nameNe', 'required');
  if (input.activeToFy !== null && input.activeToFy < input.activeFromFy)
    add('activeToFy', 'tooSmall');
  if (input.parentId !== null) {
    const parent = all.find((t) => t.id === input.parentId);
    if (!parent || parent.programme !== input.programme) add('parentId', 'invalidValue');
    else if (parent.level !== 1 || parent.id === self?.id) add('parentId', 'tooLarge');
    else if (self && all.some((t) => t.parentId === self.id)) add('parentId', 'tooLarge');
  }
  if (self && self.programme !== input.programme && all.some((t) => t.parentId === self.id))
    add('programme', 'inUse');
  if (input.serviceCategoryId !== null) {
    const [category] = await db.query(
      sql`SELECT 1 FROM service_categories WHERE id = ${input.serviceCategoryId}`,
    );
    if (!category) add('serviceCategoryId', 'invalidValue');
  }
  const attributes = await listAttributes(db, input.attributeIds);
  if (
    attributes.length !== input.attributeIds.length ||
    attributes.some((a) => !a.appliesTo.includes('palika_activity'))
  )
    add('attributeIds', 'invalidValue');
  return problems;
}

const COLUMNS = [
  'programme',
  'parent_id',
  'code',
  'name_en',
  'name_ne',
  'unit',
  'service_category_id',
  'sort_order',
  'active_from_fy',
  'active_to_fy',
];
const valuesOf = (t: TemplateInput) => [
  t.programme.trim(),
  t.parentId,
  t.code,
  t.nameEn.trim(),
  t.nameNe.trim(),
  t.unit,
  t.serviceCategoryId,
  t.sortOrder,
  t.activeFromFy,
  t.activeToFy,
];

async function setAttributes(tx: Queryable, templateId: number, attributeIds: number[]) {
  await tx.query(sql`DELETE FROM template_attributes WHERE template_id = ${templateId}`);
  for (const [index, attributeId] of attributeIds.entries())
    await tx.query(
      sql`INSERT INTO template_attributes (template_id, attribute_id, sort_order)
        VALUES (${templateId}, ${attributeId}, ${index})`,
    );
}

export async function createTemplate(
  db: Database,
  actor: Actor,
  input: TemplateInput,
): Promise<Template> {
  const problems = await templateProblems(db, input);
  if (problems.length) throw invalid(problems);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      sql`INSERT INTO activity_templates (${names(COLUMNS)}, updated_by)
        VALUES (${join(valuesOf(input))}, ${actor.userId}) RETURNING id`,
    );
    await setAttributes(tx, row.id, input.attributeIds);
    await writeAudit(tx, actor, {
      entity: 'activity_template',
      entityId: String(row.id),
      action: 'create',
      after: input,
    });
    return row.id;
  });
  return templateById(db, id);
}

/** A standard activity is never deleted: palikas' activities point at it; it closes with a last year. */
export async function updateTemplate(
  db: Database,
  actor: Actor,
  id: number,
  body: RequestBody<'updateActivityTemplate'>,
): Promise<Template> {
  const { version, ...input } = body;
  const before = await templateById(db, id);
  if (before.version !== version) throw conflict();
  const problems = await templateProblems(db, input, before);
  if (problems.length) throw invalid(problems);
  await db.transaction(async (tx) => {
    const values = valuesOf(input);
    const sets = join(COLUMNS.map((column, i) => sql`${raw(column)} = ${values[i]}`));
    const done = await tx.query(
      sql`UPDATE activity_templates SET ${sets}, updated_by = ${actor.userId}, updated_at = now(),
          version = version + 1 WHERE id = ${id} AND version = ${version} RETURNING id`,
    );
    if (done.length === 0) throw conflict();
    await setAttributes(tx, id, input.attributeIds);
    await writeAudit(tx, actor, {
      entity: 'activity_template',
      entityId: String(id),
      action: 'update',
      ...changes(before, { ...before, ...input }, ['version', 'level', 'adoptions']),
    });
  });
  return templateById(db, id);
}
