import { type Database, queryOne } from '@/server/db/database';
import { type Attribute, listAttributes } from '@/server/domain/attribute-definitions';
import { type Actor, changes, writeAudit } from '@/server/platform/audit';
import { HttpError, invalid, notFound } from '@/server/platform/http-error';
import { join, names, raw, sql } from '@/server/platform/sql';
import type { RequestBody } from '@/shared/api/types';
import type { FieldError } from '@/shared/errors';
import { NUMERIC_TYPES } from '@/shared/services/attribute-rules';

const conflict = () =>
  new HttpError(409, 'conflict', 'Someone changed this attribute after you opened it');

type AttributeInput = RequestBody<'createAttribute'>;

/** The rules of a definition: choices only for choice types, limits only where they mean something. */
function attributeInputProblems(input: AttributeInput): FieldError[] {
  const problems: FieldError[] = [];
  const add = (field: string, code: FieldError['code']) => problems.push({ field, code });
  const choice = input.dataType === 'single_choice' || input.dataType === 'multi_choice';
  const numeric =
    NUMERIC_TYPES.includes(input.dataType) && input.dataType !== 'disaggregated_count';
  if (choice && input.options.length === 0) add('options', 'required');
  if (!choice && input.options.length > 0) add('options', 'notAllowed');
  if (new Set(input.options.map((o) => o.code)).size !== input.options.length)
    add('options', 'taken');
  if (!numeric && (input.min != null || input.max != null))
    add(input.min != null ? 'min' : 'max', 'notAllowed');
  if (input.min != null && input.max != null && input.min > input.max) add('max', 'tooSmall');
  if (input.dataType === 'org_ref' && !input.refKind) add('refKind', 'required');
  if (input.dataType !== 'org_ref' && input.refKind) add('refKind', 'notAllowed');
  if (input.dataType !== 'disaggregated_count' && input.disaggregation)
    add('disaggregation', 'notAllowed');
  if (!NUMERIC_TYPES.includes(input.dataType) && input.aggregation !== 'count')
    add('aggregation', 'invalidValue');
  if (input.activeToFy !== null && input.activeToFy < input.activeFromFy)
    add('activeToFy', 'tooSmall');
  return problems;
}

/** The columns of an attribute definition, in the order of ATTRIBUTE_VALUES. */
const ATTRIBUTE_COLUMNS = [
  'code',
  'label_en',
  'label_ne',
  'data_type',
  'options',
  'min_value',
  'max_value',
  'max_length',
  'required',
  'help_en',
  'help_ne',
  'unit',
  'aggregation',
  'disaggregation',
  'ref_kind',
  'applies_to',
  'active_from_fy',
  'active_to_fy',
  'sort_order',
];
const ATTRIBUTE_VALUES = (a: AttributeInput) => [
  a.code,
  a.labelEn.trim(),
  a.labelNe.trim(),
  a.dataType,
  JSON.stringify(a.options),
  a.min,
  a.max,
  a.maxLength,
  a.required,
  a.helpEn?.trim() || null,
  a.helpNe?.trim() || null,
  a.unit,
  a.aggregation,
  a.disaggregation ? JSON.stringify(a.disaggregation) : null,
  a.refKind,
  a.appliesTo,
  a.activeFromFy,
  a.activeToFy,
  a.sortOrder,
];

export async function createAttribute(
  db: Database,
  actor: Actor,
  input: AttributeInput,
): Promise<Attribute> {
  const problems = attributeInputProblems(input);
  if (await queryOne(db, sql`SELECT 1 FROM attribute_definitions WHERE code = ${input.code}`))
    problems.push({ field: 'code', code: 'taken' });
  if (problems.length) throw invalid(problems);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      sql`INSERT INTO attribute_definitions (${names(ATTRIBUTE_COLUMNS)})
        VALUES (${join(ATTRIBUTE_VALUES(input))}) RETURNING id`,
    );
    await writeAudit(tx, actor, {
      entity: 'attribute',
      entityId: String(row.id),
      action: 'create',
      after: input,
    });
    return row.id;
  });
  return (await listAttributes(db, [id]))[0];
}

export async function updateAttribute(
  db: Database,
  actor: Actor,
  id: number,
  body: RequestBody<'updateAttribute'>,
): Promise<Attribute> {
  const { version, ...input } = body;
  const [before] = await listAttributes(db, [id]);
  if (!before) throw notFound();
  if (before.version !== version) throw conflict();
  const problems = attributeInputProblems(input);
  if (input.code !== before.code) problems.push({ field: 'code', code: 'notAllowed' });
  if (input.dataType !== before.dataType) problems.push({ field: 'dataType', code: 'notAllowed' });
  if (before.inUse && before.appliesTo.some((owner) => !input.appliesTo.includes(owner)))
    problems.push({ field: 'appliesTo', code: 'inUse' });
  if (problems.length) throw invalid(problems);
  await db.transaction(async (tx) => {
    const values = ATTRIBUTE_VALUES(input);
    const sets = join(ATTRIBUTE_COLUMNS.map((column, i) => sql`${raw(column)} = ${values[i]}`));
    await tx.query(
      sql`UPDATE attribute_definitions SET ${sets}, version = version + 1 WHERE id = ${id}`,
    );
    await writeAudit(tx, actor, {
      entity: 'attribute',
      entityId: String(id),
      action: 'update',
      ...changes(before, { ...before, ...input }, ['version', 'inUse']),
    });
  });
  return (await listAttributes(db, [id]))[0];
}
