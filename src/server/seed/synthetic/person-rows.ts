import { profileSearchKey } from '@/server/features/pwd/search-key';
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import {
  AGE_MIX,
  CARD_MIX,
  DISABILITY_MIX,
  FAMILY,
  GIVEN,
  SEVERITY_MIX,
  SEX_MIX,
  randomSource,
} from './distributions';

/** One synthetic person and the services they were given, as rows for the batch insert (generator.ts). */
export const DAY = 86_400_000;
export const FIRST_DAY = Date.UTC(2021, 6, 16); // 1 Shrawan 2078: five fiscal years up to 2082/83, then 2083/84 so far

export interface Palika {
  id: number;
  code: string | null;
  ward_count: number;
  palika_type: string;
  emphasis: number;
}
export interface Leaf {
  id: number;
  default_unit: string;
  record_kind: string;
  is_individual: boolean;
  is_group: boolean;
  eligible_severity: string[];
}

/** The BS calendar facts of every day in the range, computed once: the calendar walk is too slow for millions of rows. */
export function dayTable(days: number) {
  return Array.from({ length: days }, (_, i) => {
    const iso = new Date(FIRST_DAY + i * DAY).toISOString().slice(0, 10);
    const { fiscalYear, trimester } = fiscalPeriodOf(iso)!;
    return { iso, fiscalYear, trimester };
  });
}

type Random = ReturnType<typeof randomSource>;
type Day = ReturnType<typeof dayTable>[number];

export function makePerson(
  random: Random,
  palika: Palika,
  days: Day[],
  counters: Map<string, number>,
) {
  const id = random.uuid();
  const dayIndex = random.int(0, days.length - 1);
  const registered = days[dayIndex];
  const key = `${palika.id}:${registered.fiscalYear}`;
  const seq = (counters.get(key) ?? 0) + 1;
  counters.set(key, seq);
  const registrationNo = `${palika.code ?? `P${palika.id}`}-${registered.fiscalYear}-${String(seq).padStart(5, '0')}`;
  const sex = random.weighted(SEX_MIX);
  const [givenNe, givenEn] = random.pick(GIVEN);
  const [familyNe, familyEn] = random.pick(FAMILY);
  const [fatherNe] = random.pick(GIVEN);
  const nameNe = `${givenNe} ${familyNe}`;
  const nameEn = `${givenEn} ${familyEn}`;
  const [youngest, oldest] = random.weighted(AGE_MIX);
  const age = random.int(youngest, oldest);
  const dob = new Date(Date.now() - (age * 365.25 + random.int(0, 364)) * DAY)
    .toISOString()
    .slice(0, 10);
  const disability = random.weighted(DISABILITY_MIX);
  const card = random.weighted(CARD_MIX);
  const held = card === 'issued';
  const severity = held || random.next() < 0.5 ? random.weighted(SEVERITY_MIX) : null;
  const needsGuardian = age < 18 || severity === 'A' || severity === 'B';
  const cardNo = held ? `${palika.id}-${registered.fiscalYear}-${seq}` : null;
  const row = [
    id,
    registrationNo,
    registered.fiscalYear,
    registered.iso,
    random.pick(['cbrf', 'fchv', 'palika_staff', 'ward_staff']),
    nameNe,
    nameEn,
    profileSearchKey({ nameNe, nameEn, registrationNo, cardNo }),
    sex,
    dob,
    palika.id,
    random.int(1, palika.ward_count),
    disability.type,
    disability.type,
    disability.subtype ?? null,
    severity,
    card,
    cardNo,
    held ? registered.iso : null,
    random.next() < 0.97 ? 'active' : 'migrated_out',
    true,
    `${fatherNe} ${familyNe}`,
    needsGuardian ? `${fatherNe} ${familyNe}` : null,
    needsGuardian ? 'father' : null,
    age >= 3 && age <= 18
      ? random.pick(['basic', 'secondary', 'resource_class', 'not_enrolled'])
      : null,
  ];
  return {
    id,
    row,
    palikaId: palika.id,
    wardCount: palika.ward_count,
    dayIndex,
    severity: held ? severity : null,
  };
}

export function makeService(
  random: Random,
  person: ReturnType<typeof makePerson>,
  leaves: Leaf[],
  days: Day[],
): unknown[] {
  const group = random.next() < 0.08;
  const choices = leaves.filter(
    (l) =>
      (group ? l.is_group : l.is_individual) &&
      (l.eligible_severity.length === 0 || l.eligible_severity.includes(person.severity ?? '')),
  );
  const leaf = random.pick(choices.length ? choices : leaves);
  const day = days[random.int(person.dayIndex, days.length - 1)];
  const device =
    leaf.record_kind === 'assistive_device'
      ? random.pick([
          'wheelchair',
          'crutches',
          'walker',
          'white_cane',
          'hearing_aid',
          'magnifier',
          'orthosis_caliper',
          'commode_chair',
        ])
      : null;
  const referral = leaf.record_kind === 'referral';
  const [male, female] = group ? [random.int(2, 15), random.int(2, 20)] : [null, null];
  return [
    random.uuid(),
    group ? null : person.id,
    group,
    male,
    female,
    group ? random.int(0, 1) : null,
    group ? random.int(1, (male ?? 0) + (female ?? 0)) : null,
    leaf.id,
    day.iso,
    day.fiscalYear,
    day.trimester,
    person.palikaId,
    random.int(1, person.wardCount),
    random.pick(['cbrf', 'fchv', 'health_facility', 'palika', 'hospital_rehab_centre']),
    leaf.default_unit === 'npr' ? random.int(1000, 20000) : random.int(1, 3),
    leaf.default_unit,
    device || random.next() < 0.2 ? random.int(200, 25000) : null,
    random.pick(['palika', 'province', 'federal', 'partner']),
    device,
    referral ? 'District Hospital' : null,
    referral ? 'Assessment' : null,
    referral ? random.pick(['referred', 'reached', 'service_received', 'not_reached']) : null,
  ];
}
