import { expect } from 'vitest';
import { validProfile } from './profiles';
import { type TestApp, call } from './test-app';

export interface DuplicatePair {
  id: number;
  version: number;
  first: { id: string };
  second: { id: string };
}

/** The open candidate pair of two persons (issue 40 §3), as the super admin's list gives it. */
export async function openPairOf(t: TestApp, token: string, one: string, other: string) {
  const list = await call(t.app, {
    url: '/api/data-quality/duplicate-pairs?state=open&pageSize=100',
    token,
  });
  expect(list.status).toBe(200);
  const ids = [one, other].sort().join();
  const pair = (list.body.items as DuplicatePair[]).find(
    (p) => [p.first.id, p.second.id].sort().join() === ids,
  );
  expect(pair, 'the two persons are an open pair').toBeDefined();
  return pair!;
}

/**
 * One person registered twice, by one citizenship certificate: by the first user at their palika
 * (the profile's default), and by the second with `there` (another palika and ward), its number
 * written the other way (Devanagari digits, no dashes), which the entry check does not meet but
 * the folded match keys do.
 */
export async function registeredTwice(
  t: TestApp,
  [hereToken, thereToken]: [string, string],
  there: Record<string, unknown>,
) {
  const [morang] = await t.db.query<{ id: number }>(
    `SELECT id FROM districts WHERE name_en = 'Morang'`,
  );
  const save = async (token: string, body: Record<string, unknown>) => {
    const answer = await call(t.app, {
      method: 'POST',
      url: '/api/pwd/profiles',
      token,
      body: validProfile({ citizenshipDistrictId: morang.id, ...body }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { _id: string };
  };
  return {
    here: await save(hereToken, { citizenshipNo: '31-02-80-24680' }),
    there: await save(thereToken, { citizenshipNo: '३१०२८०२४६८०', ...there }),
  };
}
