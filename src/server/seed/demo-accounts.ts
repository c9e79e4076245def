import type { Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { findDistrictId, findPalikaId } from '@/server/features/geography/find-place';
import { createUser, type NewUser } from '@/server/features/users/create-user';
import { sql } from '@/server/platform/sql';

/** The password of every demo account, listed in the README. Demo mode only, never production. */
export const DEMO_PASSWORD = 'Demo@2083';

type Place = 'koshi' | 'morang' | 'biratnagar' | 'sundarharaicha';
type DemoAccount = Omit<NewUser, 'password' | 'provinceIds' | 'districtIds' | 'palikaIds'> & {
  place?: Place;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'superadmin', fullName: 'Sushila Karki', role: 'SUPER_ADMIN' },
  { username: 'admin', fullName: 'Ramesh Adhikari', role: 'ADMIN' },
  { username: 'province', fullName: 'Mina Rai', role: 'PROVINCE', place: 'koshi' },
  { username: 'district', fullName: 'Bikash Limbu', role: 'DISTRICT', place: 'morang' },
  { username: 'palika', fullName: 'Sarita Shrestha', role: 'PALIKA', place: 'biratnagar' },
  { username: 'cbrf', fullName: 'Anita Tamang', role: 'CBRF', place: 'biratnagar' },
  { username: 'fchv.sita', fullName: 'Sita Rai', role: 'CBRF', place: 'biratnagar' },
  { username: 'fchv.gita', fullName: 'Gita Limbu', role: 'CBRF', place: 'biratnagar' },
  { username: 'fchv.maya', fullName: 'Maya Tharu', role: 'PALIKA', place: 'biratnagar' },
  {
    username: 'group',
    fullName: 'Biratnagar FCHV Group',
    role: 'GROUP',
    userType: 'GROUP',
    place: 'biratnagar',
  },
  { username: 'palika2', fullName: 'Kamala Yadav', role: 'PALIKA', place: 'sundarharaicha' },
  { username: 'cbrf2', fullName: 'Dipesh Chaudhary', role: 'CBRF', place: 'sundarharaicha' },
];

export const DEMO_GROUP_MEMBERS = ['fchv.sita', 'fchv.gita', 'fchv.maya'];

async function placeIds(db: Queryable) {
  return {
    koshi: { provinceIds: [1] },
    morang: { districtIds: [await findDistrictId(db, 'Morang')] },
    biratnagar: { palikaIds: [await findPalikaId(db, 'Morang', 'Biratnagar')] },
    sundarharaicha: { palikaIds: [await findPalikaId(db, 'Morang', 'Sundarharaicha')] },
  };
}

/** The demo accounts, one per role, the group with its members, and a second palika's users. */
export async function seedDemoAccounts(db: Queryable): Promise<boolean> {
  if (await queryOne(db, 'SELECT 1 FROM users LIMIT 1')) return false;
  const places = await placeIds(db);
  const ids = new Map<string, string>();
  for (const { place, ...account } of DEMO_ACCOUNTS) {
    ids.set(
      account.username,
      await createUser(db, {
        ...account,
        ...(place ? places[place] : {}),
        password: DEMO_PASSWORD,
      }),
    );
  }
  for (const member of DEMO_GROUP_MEMBERS) {
    await db.query(
      sql`INSERT INTO group_members (group_id, member_id) VALUES (${ids.get('group')}, ${ids.get(member)})`,
    );
  }
  return true;
}
