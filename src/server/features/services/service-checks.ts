import type { TenantScope } from '@/server/access/tenant-scope';
import { type Queryable, queryOne } from '@/server/db/database';
import { linkProblems } from '@/server/domain/linked-records';
import { invalid } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { RequestBody } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import type { FieldError } from '@/shared/errors';
import { fiscalPeriodOf, type FiscalPeriod } from '@/shared/fiscal-year';
import { isLinkedKind, linkKindProblem } from '@/shared/palika/links';
import { CARD_HELD } from '@/shared/pwd/enums';
import { attributeProblems } from '@/shared/services/attribute-rules';
import { attributesOfCategory, getCategory } from './catalogue-repository';

export type RecordInput = Omit<RequestBody<'updateServiceRecord'>, 'version'>;

interface Person {
  palika_id: number;
  severity_class: string | null;
  card_status: string;
  disability_types: string[];
  deleted_at: string | null;
}

/** The person of an individual service, if the writer may see them; otherwise the record names nobody it may use. */
async function personProblems(
  db: Queryable,
  tenant: TenantScope,
  input: RecordInput,
  category: { requiresCard: boolean; eligibleSeverity: string[]; eligibleTypes: string[] },
): Promise<FieldError[]> {
  if (!input.pwdId) return [{ field: 'pwdId', code: 'required' }];
  const person = await queryOne<Person>(
    db,
    sql`SELECT palika_id, severity_class, card_status, disability_types, deleted_at
      FROM pwd_persons WHERE id = ${input.pwdId}`,
  );
  if (!person || person.deleted_at || !tenant.canRead(person.palika_id))
    return [{ field: 'pwdId', code: 'invalidValue' }];
  const holdsCard = (CARD_HELD as readonly string[]).includes(person.card_status);
  const eligible =
    (!category.requiresCard || holdsCard) &&
    (category.eligibleSeverity.length === 0 ||
      (holdsCard && category.eligibleSeverity.includes(person.severity_class ?? ''))) &&
    (category.eligibleTypes.length === 0 ||
      person.disability_types.some((t) => category.eligibleTypes.includes(t)));
  return eligible ? [] : [{ field: 'categoryId', code: 'notEligible' }];
}

/**
 * Every rule of a service record (DOMAIN.md §7.2): a leaf category open in the service's fiscal year
 * and allowed for this mode, the person's eligibility, participants of a group, device and referral
 * details, dates, place and the category's attributes. Answers the derived fiscal period.
 */
export async function checkRecord(
  db: Queryable,
  tenant: TenantScope,
  input: RecordInput,
): Promise<FiscalPeriod> {
  const problems: FieldError[] = [];
  const flag = (field: string, code: FieldError['code']) => problems.push({ field, code });
  const period = fiscalPeriodOf(input.serviceDate);
  if (!period) flag('serviceDate', 'invalidValue');
  if (input.serviceDate > todayIso()) flag('serviceDate', 'tooLarge');
  if (input.followUpDate && input.followUpDate < input.serviceDate)
    flag('followUpDate', 'tooSmall');
  const category = await getCategory(db, input.categoryId);
  if (!category) flag('categoryId', 'invalidValue');
  else if (!category.isLeaf) flag('categoryId', 'notLeaf');
  else if (
    period &&
    (period.fiscalYear < category.activeFromFy ||
      (category.activeToFy !== null && period.fiscalYear > category.activeToFy))
  )
    flag('categoryId', 'notAllowed');
  else if (input.isGroup ? !category.isGroup : !category.isIndividual)
    flag('isGroup', 'notAllowed');
  if (input.isGroup) {
    if (input.pwdId) flag('pwdId', 'notAllowed');
    for (const field of [
      'participantsMale',
      'participantsFemale',
      'participantsOther',
      'participantsPwd',
    ] as const)
      if (input[field] === null || input[field] === undefined) flag(field, 'required');
    const total =
      (input.participantsMale ?? 0) +
      (input.participantsFemale ?? 0) +
      (input.participantsOther ?? 0);
    if (total === 0 && input.participantsMale != null) flag('participantsMale', 'tooSmall');
    if ((input.participantsPwd ?? 0) > total) flag('participantsPwd', 'tooLarge');
  } else if (category && category.isLeaf) {
    problems.push(...(await personProblems(db, tenant, input, category)));
  }
  const leaf = category?.isLeaf ? category : undefined;
  if (leaf?.recordKind === 'assistive_device' && !input.assistiveDeviceType)
    flag('assistiveDeviceType', 'required');
  if (leaf?.recordKind === 'referral') {
    if (!input.referralFacility?.trim()) flag('referralFacility', 'required');
    if (!input.referralReason?.trim()) flag('referralReason', 'required');
    if (!input.referralStatus) flag('referralStatus', 'required');
  }
  const palika = await queryOne<{ ward_count: number }>(
    db,
    sql`SELECT ward_count FROM palikas WHERE id = ${input.palikaId}`,
  );
  if (!palika) flag('palikaId', 'unknownPlace');
  else if (input.wardNo > palika.ward_count)
    problems.push({ field: 'wardNo', code: 'tooLarge', limit: palika.ward_count });
  const providerKind = linkKindProblem(input.providerType, input.providerId);
  if (providerKind) flag('providerId', providerKind);
  else if (palika && isLinkedKind(input.providerType))
    problems.push(
      ...(await linkProblems(db, input.palikaId, [
        { field: 'providerId', kind: input.providerType, id: input.providerId },
      ])),
    );
  if (leaf)
    problems.push(
      ...attributeProblems(await attributesOfCategory(db, leaf.id), input.attributes ?? {}),
    );
  if (problems.length || !period) throw invalid(problems);
  return period;
}
