import type { Database } from '../db/database';
import { queryOne } from '../db/database';
import { DEMO_DISTRICT, DEMO_PALIKAS, DEMO_PROVINCE, seedDemoPlaces } from '../features/geography/demo-places';
import { createUser, type NewUser } from '../features/users/create-user';

/** The password of every demo account, listed in the README. Demo mode only, never production. */
export const DEMO_PASSWORD = 'Demo@2083';

const palika = DEMO_PALIKAS[0].id;

export const DEMO_ACCOUNTS: Omit<NewUser, 'password'>[] = [
  { username: 'superadmin', fullName: 'Sushila Karki', role: 'SUPER_ADMIN' },
  { username: 'admin', fullName: 'Ramesh Adhikari', role: 'ADMIN' },
  { username: 'province', fullName: 'Mina Rai', role: 'PROVINCE', provinceIds: [DEMO_PROVINCE.id] },
  { username: 'district', fullName: 'Bikash Limbu', role: 'DISTRICT', districtIds: [DEMO_DISTRICT.id] },
  { username: 'palika', fullName: 'Sarita Shrestha', role: 'PALIKA', palikaIds: [palika] },
  { username: 'cbrf', fullName: 'Anita Tamang', role: 'CBRF', palikaIds: [palika] },
  { username: 'fchv.sita', fullName: 'Sita Rai', role: 'CBRF', palikaIds: [palika] },
  { username: 'fchv.gita', fullName: 'Gita Limbu', role: 'CBRF', palikaIds: [palika] },
  { username: 'fchv.maya', fullName: 'Maya Tharu', role: 'PALIKA', palikaIds: [palika] },
  { username: 'group', fullName: 'Biratnagar FCHV Group', role: 'GROUP', userType: 'GROUP', palikaIds: [palika] },
];

export const DEMO_GROUP_MEMBERS = ['fchv.sita', 'fchv.gita', 'fchv.maya'];

/** On the first start in demo mode: the demo places, one account per role and the group with its members. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(20830002)');
    if (await queryOne(tx, 'SELECT 1 FROM users LIMIT 1')) return false;
    await seedDemoPlaces(tx);
    const ids = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) ids.set(account.username, await createUser(tx, { ...account, password: DEMO_PASSWORD }));
    for (const member of DEMO_GROUP_MEMBERS) {
      await tx.query('INSERT INTO group_members (group_id, member_id) VALUES ($1, $2)', [ids.get('group'), ids.get(member)]);
    }
    return true;
  });
}
