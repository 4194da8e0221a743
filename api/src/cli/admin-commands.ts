// The commands of `npm run admin` (api/src/cli/admin.ts), run on a database or by the running API (running-api.ts).
import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '@topup/rules';
import type { Db } from '../db/client';
import { hashPassword } from '../modules/auth/passwords';
import { revokeStaffSessions } from '../modules/auth/service';
import { createReleaseTokens } from '../modules/releases/tokens';
import { listTargets, registerTarget, type RegisteredTarget } from '../modules/releases/targets';
import { recordAudit } from '../modules/staff/audit';
import { createUser } from '../modules/users/service';

const ROLES = ['support', 'admin', 'release'] as const;

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
    // The printed password is one-time (ADR 0037): the first sign-in ends by setting a new one.
    await tx.query('UPDATE users SET role = $2, password_change_required = true WHERE id = $1', [id, role]);
    await recordAudit(tx, { staffId: null, action: 'staff.create', target: `user:${id}`, after: { role }, at: now });
    return { created: true, password };
  });
}

const USAGE = `usage: npm run admin -- create-staff <email> <support|admin|release>
       npm run admin -- create-release-token <name> <shell|remote>[,<remote>...] <publish|promote>[,...]
       npm run admin -- release-targets
       npm run admin -- register-target <shell|remote> [--container <name>] [--area </path>]
                       [--paths </a,/b>] [--nav <name,...>] [--widgets <Name,...>]
         (what a target may claim, ADR 0030; a flag left out keeps its value, an empty one clears it)`;

const describeTarget = (t: RegisteredTarget) =>
  `${t.target}: container ${t.container ?? '-'}, area ${t.area ?? '-'}, paths ${t.paths.join(',') || '-'}, nav ${t.nav.join(',') || '-'}, widgets ${t.widgets.join(',') || '-'}`;

const TARGET_FLAGS = ['--container', '--area', '--paths', '--nav', '--widgets'] as const;

/** `--flag value` pairs of register-target; anything else is a usage error. */
function targetFlags(args: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i]!;
    const value = args[i + 1];
    if (!(TARGET_FLAGS as readonly string[]).includes(flag) || value === undefined || flag.slice(2) in values) throw new UsageError(USAGE);
    values[flag.slice(2)] = value;
  }
  return values;
}

/** Runs one command; returns what it prints (for a release token, the token is the last line). */
export async function runAdminCommand(db: Db, argv: string[]): Promise<string> {
  const [command, first, second, third] = argv;
  if (command === 'create-staff' && first && second && !third) {
    const result = await createStaff(db, first, second);
    return result.created
      ? `created ${first} as ${second}; one-time password: ${result.password} (the first sign-in asks for a new one)`
      : `${first} is now ${second}`;
  }
  if (command === 'create-release-token' && first && second && third) {
    const { token, record } = await createReleaseTokens({ db }).create(null, { name: first, targets: second.split(','), actions: third.split(',') });
    return `release token "${record.name}" for ${record.targets.join(', ')} may ${record.actions.join(', ')}; shown once, copy it now:\n${token}`;
  }
  if (command === 'release-targets' && !first) return (await listTargets(db)).map(describeTarget).join('\n');
  if (command === 'register-target' && first) {
    const flags = targetFlags(argv.slice(2));
    const list = (name: string) => (flags[name] === undefined ? undefined : flags[name]!.split(','));
    const registered = await registerTarget(db, () => new Date(), null, first, {
      ...(flags.container !== undefined && { container: flags.container }),
      ...(flags.area !== undefined && { area: flags.area }),
      paths: list('paths'),
      nav: list('nav'),
      widgets: list('widgets'),
    });
    return `registered ${describeTarget(registered)}`;
  }
  throw new UsageError(USAGE);
}

export class UsageError extends Error {}

