import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALITY_RULE_IDS } from '@/shared/data-quality/rules';
import { AT, after, day, handMadePeriod, qualityUrl, whileChanged } from './support/data-quality';
import { DATABASE_KIND, type TestApp, call, login } from './support/test-app';
import { startTestApp } from './support/test-app';

let t: TestApp;
let token: string;
let made: Awaited<ReturnType<typeof handMadePeriod>>;

const read = async () => {
  const result = await call(t.app, { url: qualityUrl(), token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};
const ruleIn = (body: { violations: { rule: string }[] }, rule: string) =>
  body.violations.find((v) => v.rule === rule);
/** The period's quality while the rows are changed (then put back). */
const readWhile = (change: string, undo: string, params: unknown[]) =>
  whileChanged(t.db, [change, undo], params, read) as Promise<Awaited<ReturnType<typeof read>>>;

beforeAll(async () => {
  t = await startTestApp();
  token = (await login(t.app, 'palika')).token;
  made = await handMadePeriod(t, token);
});
afterAll(() => t.close());

describe(`data quality rules of a period (${DATABASE_KIND})`, () => {
  it('checks every rule and finds nothing wrong in the hand-made period', async () => {
    const body = await read();
    expect(body).toMatchObject({
      ...AT,
      palikaNameEn: 'Biratnagar',
      errors: 0,
      warnings: 0,
      rulesChecked: QUALITY_RULE_IDS.length,
      violations: [],
      outliers: [],
    });
  });

  it('flags more cards and persons served than persons registered, and the service before registration', async () => {
    const body = await readWhile(
      'UPDATE pwd_persons SET registration_date = $2 WHERE id = $1 AND $3::date IS NOT NULL',
      'UPDATE pwd_persons SET registration_date = $3 WHERE id = $1 AND $2::date IS NOT NULL',
      [made.b._id, after(5), day(5)],
    );
    expect(ruleIn(body, 'cardsWithinRegistered')).toMatchObject({
      severity: 'error',
      operator: 'le',
      left: { count: 'cardsIssued', value: 2, records: [] },
      right: {
        measure: 'registered',
        value: 1,
        drill: { route: 'pwdProfileList', query: { palikaId: AT.palikaId } },
      },
    });
    expect(ruleIn(body, 'servedWithinRegistered')).toMatchObject({
      left: { measure: 'personsServed', value: 2 },
      right: { measure: 'registered', value: 1 },
    });
    expect(ruleIn(body, 'serviceAfterRegistration')).toMatchObject({
      operator: 'eq',
      left: {
        count: 'servicesBeforeRegistration',
        value: 1,
        drill: { route: 'providedServiceView', query: { palikaId: AT.palikaId, trimester: 2 } },
        records: [{ kind: 'service', label: `${day(21)} · ${made.b.registrationNo}` }],
      },
      right: { measure: null, count: null, value: 0, drill: null },
    });
    expect(body.errors).toBe(3);
  });

  it('flags a service dated after its person died', async () => {
    const body = await readWhile(
      "UPDATE pwd_persons SET status = 'deceased', status_date = $2 WHERE id = $1",
      "UPDATE pwd_persons SET status = 'active', status_date = NULL WHERE id = $1 AND $2::date IS NOT NULL",
      [made.a._id, day(15)],
    );
    expect(ruleIn(body, 'serviceBeforeDeath')).toMatchObject({
      left: { value: 1, records: [{ kind: 'service', id: made.serviceA._id }] },
    });
  });

  it('flags a registration before birth and a card dated before it', async () => {
    const body = await readWhile(
      'UPDATE pwd_persons SET dob = $2 WHERE id = $1',
      "UPDATE pwd_persons SET dob = '1990-05-01' WHERE id = $1 AND $2::date IS NOT NULL",
      [made.a._id, day(40)],
    );
    const person = [{ kind: 'person', id: made.a._id, label: made.a.registrationNo }];
    expect(ruleIn(body, 'registeredAfterBirth')).toMatchObject({
      left: { value: 1, records: person },
    });
    expect(ruleIn(body, 'cardDatePossible')).toMatchObject({ left: { value: 1, records: person } });
  });

  it('warns of a red card held while every Washington Group answer is "no difficulty"', async () => {
    const body = await readWhile(
      `UPDATE pwd_persons SET severity_class = 'A', wg_seeing = 1, wg_hearing = 1, wg_walking = 1,
         wg_remembering = 1, wg_self_care = 1, wg_communication = $2 WHERE id = $1`,
      `UPDATE pwd_persons SET severity_class = 'C', wg_seeing = NULL, wg_hearing = NULL, wg_walking = NULL,
         wg_remembering = NULL, wg_self_care = NULL, wg_communication = NULL WHERE id = $1 AND $2 > 0`,
      [made.b._id, 1],
    );
    expect(ruleIn(body, 'severeCardScreened')).toMatchObject({
      severity: 'warning',
      left: { count: 'severeCardWithoutDifficulty', value: 1 },
    });
    expect(body).toMatchObject({ errors: 0, warnings: 1 });
    const one = await readWhile(
      'UPDATE pwd_persons SET severity_class = $2, wg_walking = 3 WHERE id = $1',
      "UPDATE pwd_persons SET severity_class = 'C', wg_walking = NULL WHERE id = $1 AND $2 <> ''",
      [made.b._id, 'A'],
    );
    expect(ruleIn(one, 'severeCardScreened')).toBeUndefined();
  });

  it('warns of an allowance without a red or blue card, and of a card without its number', async () => {
    const allowance = await readWhile(
      'UPDATE pwd_persons SET ssa_receiving = $2 WHERE id = $1',
      'UPDATE pwd_persons SET ssa_receiving = NULL WHERE id = $1 AND $2',
      [made.a._id, true],
    );
    expect(ruleIn(allowance, 'allowanceForRedOrBlue')).toMatchObject({ left: { value: 1 } });
    const blue = await readWhile(
      "UPDATE pwd_persons SET ssa_receiving = $2, severity_class = 'B' WHERE id = $1",
      "UPDATE pwd_persons SET ssa_receiving = NULL, severity_class = 'C' WHERE id = $1 AND $2",
      [made.a._id, true],
    );
    expect(ruleIn(blue, 'allowanceForRedOrBlue')).toBeUndefined();
    const unnumbered = await readWhile(
      'UPDATE pwd_persons SET card_no = NULL WHERE id = $1 AND card_no = $2',
      'UPDATE pwd_persons SET card_no = $2 WHERE id = $1',
      [made.a._id, made.a.cardNo],
    );
    expect(ruleIn(unnumbered, 'cardHeldNumbered')).toMatchObject({ left: { value: 1 } });
  });

  it('flags more participants with disabilities than participants', async () => {
    const body = await readWhile(
      'UPDATE service_records SET participants_pwd = $2 WHERE id = $1',
      'UPDATE service_records SET participants_pwd = 4 WHERE id = $1 AND $2 > 0',
      [made.group._id, 9],
    );
    expect(ruleIn(body, 'participantsWithDisability')).toMatchObject({
      left: { count: 'participantsWithDisability', value: 9 },
      right: { measure: 'participants', value: 5 },
    });
  });

  it("flags expenditure beyond the year's budget and output beyond the plan", async () => {
    const body = await readWhile(
      'UPDATE activity_values SET expenditure_npr = $2, achieved_output = 7 WHERE id = $1',
      'UPDATE activity_values SET expenditure_npr = 8000, achieved_output = 4 WHERE id = $1 AND $2 > 0',
      [made.valueId, 12000],
    );
    expect(ruleIn(body, 'expenditureWithinBudget')).toMatchObject({
      left: {
        count: 'expenditureToDate',
        value: 12000,
        drill: { route: 'activityAttributesView', query: { palikaId: AT.palikaId } },
      },
      right: { measure: 'budget', value: 10000, drill: { route: 'activityHierarchy' } },
    });
    expect(ruleIn(body, 'outputWithinPlan')).toMatchObject({
      severity: 'warning',
      left: { measure: 'achievedOutput', value: 7 },
      right: { measure: 'plannedOutput', value: 5 },
    });
  });

  it('flags a ward whose women, men and others do not add up to its population', async () => {
    const [ward] = await t.db.query<{ id: string }>(
      'SELECT id FROM ward_profiles WHERE palika_id = $1 AND deleted_at IS NULL LIMIT 1',
      [AT.palikaId],
    );
    expect(ward).toBeDefined();
    const [before] = await t.db.query<Record<string, number | null>>(
      'SELECT population_total, population_male, population_female, population_other FROM ward_profiles WHERE id = $1',
      [ward!.id],
    );
    const body = await readWhile(
      `UPDATE ward_profiles SET population_total = 100, population_male = 50, population_female = 49,
         population_other = 0 WHERE id = $1 AND $2::jsonb IS NOT NULL`,
      `UPDATE ward_profiles SET population_total = ($2::jsonb->>'population_total')::int,
         population_male = ($2::jsonb->>'population_male')::int,
         population_female = ($2::jsonb->>'population_female')::int,
         population_other = ($2::jsonb->>'population_other')::int WHERE id = $1`,
      [ward!.id, JSON.stringify(before)],
    );
    expect(ruleIn(body, 'wardPopulationAddsUp')).toMatchObject({
      left: {
        value: 1,
        records: [{ kind: 'ward', id: ward!.id }],
        drill: { route: 'wardProfile' },
      },
    });
    expect(ruleIn(await read(), 'wardPopulationAddsUp')).toBeUndefined();
  });
});
