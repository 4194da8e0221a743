// Back-office administration from the command line (README "Back office"):
//   npm run admin -- create-staff <email> <support|admin>
// An existing user gets the role; a new one is created with a one-time password printed here.
// Either way the authenticator is set up at the first staff sign-in.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { normalizeEmail } from '@topup/rules';
import { configFromEnv } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import type { Db } from '../db/client';
import { hashPassword } from '../modules/auth/passwords';
import { revokeStaffSessions } from '../modules/auth/service';
import { recordAudit } from '../modules/staff/audit';
import { createUser } from '../modules/users/service';

const ROLES = ['support', 'admin'] as const;

export async function createStaff(db: Db, email: string, role: string): Promise<{ created: boolean; password?: string }> {
  if (!(ROLES as readonly string[]).includes(role)) throw new Error(`role must be one of ${ROLES.join(', ')}`);
  const normalized = normalizeEmail(email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(normalized)) throw new Error(`not an e-mail address: ${email}`);
  return db.transaction(async (tx) => {
    const now = new Date();
    const existing = await tx.query<{ id: number; role: string | null }>('SELECT id, role FROM users WHERE lower(email) = $1 FOR UPDATE', [normalized]);
    const user = existing.rows[0];
    if (user) {
      await tx.query('UPDATE users SET role = $2 WHERE id = $1', [user.id, role]);
      // As when an admin changes a role: a changed role starts from a fresh staff sign-in, and the log says so.
      if (user.role !== role) await revokeStaffSessions(tx, user.id, now);
      await recordAudit(tx, { staffId: null, action: 'staff.role', target: `user:${user.id}`, before: { role: user.role }, after: { role }, at: now });
      return { created: false };
    }
    const password = randomBytes(12).toString('base64url');
    const id = await createUser(tx, {
      username: `staff_${randomBytes(4).toString('hex')}`,
      email: normalized,
      passwordHash: await hashPassword(password),
    });
    await tx.query('UPDATE users SET role = $2 WHERE id = $1', [id, role]);
    await recordAudit(tx, { staffId: null, action: 'staff.create', target: `user:${id}`, after: { role }, at: now });
    return { created: true, password };
  });
}

async function main(argv: string[]) {
  const [command, email, role] = argv;
  if (command !== 'create-staff' || !email || !role) {
    console.error('usage: npm run admin -- create-staff <email> <support|admin>');
    process.exit(2);
  }
  const config = configFromEnv();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    await migrate(db);
    const result = await createStaff(db, email, role);
    console.log(
      result.created
        ? `created ${email} as ${role}; one-time password: ${result.password} (change it after the first sign-in)`
        : `${email} is now ${role}`,
    );
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
