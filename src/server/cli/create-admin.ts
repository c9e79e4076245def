/**
 * Creates the first super admin: `npm run admin:create -- --username NAME --fullname "Full Name"`.
 * The password is read from standard input (hidden at a terminal) and never printed.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { configFromEnv } from '@/server/config';
import { queryOne } from '@/server/db/database';
import { migrate } from '@/server/db/migrate';
import { openDatabase } from '@/server/db/open-database';
import { createUser } from '@/server/features/users/create-user';
import { checkNewPassword } from '@/server/platform/password-check';

function readPassword(prompt: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  if (process.stdin.isTTY) process.stdout.write(prompt);
  const rl = createInterface({
    input: process.stdin,
    output: muted,
    terminal: Boolean(process.stdin.isTTY),
  });
  return new Promise((resolve) =>
    rl.once('line', (line) => {
      rl.close();
      if (process.stdin.isTTY) process.stdout.write('\n');
      resolve(line);
    }),
  );
}

const { values } = parseArgs({
  options: { username: { type: 'string' }, fullname: { type: 'string' } },
});
if (!values.username || !values.fullname) {
  console.error(
    'Usage: npm run admin:create -- --username NAME --fullname "Full Name"  (password on standard input)',
  );
  process.exit(2);
}
const password = await readPassword('Password: ');
const problem = checkNewPassword(password, { username: values.username });
if (problem) {
  console.error(`The password is not acceptable (${problem}).`);
  process.exit(2);
}
const db = await openDatabase(configFromEnv());
try {
  await migrate(db);
  const created = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(20830003)');
    if (await queryOne(tx, "SELECT 1 FROM users WHERE role = 'SUPER_ADMIN'")) return false;
    await createUser(tx, {
      username: values.username!,
      fullName: values.fullname!,
      role: 'SUPER_ADMIN',
      password,
    });
    return true;
  });
  if (!created) {
    console.error('A super admin already exists; sign in as them to add more users.');
    process.exitCode = 1;
  } else console.log(`Created super admin ${values.username}.`);
} finally {
  await db.close();
}
