import { toKobo } from '@topup/rules';
import type { Db, Queryable } from './client';
import { PACKAGES, PACKAGE_TYPES, seededVendorKobo } from './catalogue-data';
import { SITE_SETTINGS, WELCOME_NOTIFICATION } from './settings-data';
import { openSystemAccounts } from '../modules/ledger/accounts';
import { fundWallet } from '../modules/ledger/journal';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';
import { hashPin } from '../modules/safety/pin';
import { revokeSessions } from '../modules/auth/service';
import { recordAudit } from '../modules/staff/audit';
import { createUser } from '../modules/users/service';
import { seedShop } from '../modules/shop/seed';

const SEED_LOCK = 4207312;

export const DEMO_USER = {
  username: 'demo',
  email: 'demo@example.com',
  password: 'Demo-pass-123',
  firstName: 'Ada',
  lastName: 'Okafor',
  phoneNo: '08031234567',
  walletNaira: 50_000,
  /** Every debit asks for it (README). */
  transactionPin: '1234',
};

/** Development only (README): the back office's first admin; the authenticator is set up at first sign-in. */
export const DEV_ADMIN = {
  username: 'admin',
  email: 'admin@example.com',
  password: 'Admin-pass-123',
  firstName: 'Office',
  lastName: 'Admin',
  phoneNo: '08030000001',
};

/**
 * The demo customer (with its opening credit) and the development admin, whose passwords the
 * README names: anyone could sign in as them, so production never has them.
 */
async function seedDevAccounts(tx: Queryable): Promise<void> {
  const existing = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1', [DEMO_USER.email]);
  // Hashed inside the transaction: seeding runs once at start-up, before any request.
  const demoId =
    existing.rows[0]?.id ?? (await createUser(tx, { ...DEMO_USER, passwordHash: await hashPassword(DEMO_USER.password) }));
  const admin = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1', [DEV_ADMIN.email]);
  const adminId = admin.rows[0]?.id ?? (await createUser(tx, { ...DEV_ADMIN, passwordHash: await hashPassword(DEV_ADMIN.password) }));
  await tx.query("UPDATE users SET role = 'admin' WHERE id = $1 AND role IS NULL", [adminId]);
  // Tier 3: examples and benchmarks run without the new customer's limits; the
  // README's transaction PIN, set once (a PIN the customer changed stays).
  await tx.query('UPDATE users SET kyc_tier = 3 WHERE id = $1 AND kyc_tier <> 3', [demoId]);
  const pinless = await tx.query<{ id: number }>('SELECT id FROM users WHERE id = $1 AND transaction_pin_hash IS NULL', [demoId]);
  if (pinless.rows.length > 0) await tx.query('UPDATE users SET transaction_pin_hash = $2 WHERE id = $1', [demoId, await hashPin(tx, demoId, DEMO_USER.transactionPin)]);
  await fundWallet(tx, demoId, { eventKey: 'seed:demo-wallet', description: 'Opening credit of the demo customer', naira: DEMO_USER.walletNaira });
}

/**
 * A database started in development (or by an older production start) may hold the demo accounts
 * with the README's passwords: production locks each one that still has it and ends its sessions.
 */
async function lockDevAccounts(tx: Queryable): Promise<void> {
  const now = new Date();
  for (const account of [DEMO_USER, DEV_ADMIN]) {
    const { rows } = await tx.query<{ id: number; password_hash: string }>(
      'SELECT id, password_hash FROM users WHERE lower(email) = $1 AND locked_at IS NULL FOR UPDATE',
      [account.email],
    );
    const user = rows[0];
    if (!user || !(await verifyPassword(user.password_hash, account.password))) continue;
    await tx.query('UPDATE users SET locked_at = $2 WHERE id = $1', [user.id, now]);
    await revokeSessions(tx, user.id, now);
    await recordAudit(tx, { staffId: null, action: 'customer.lock', target: `user:${user.id}`, before: { locked: false }, after: { locked: true }, at: now });
  }
}

/**
 * Seeds a fresh database (catalogue, site settings, a notification); on a seeded one every step
 * is a no-op. Outside production it adds the demo customer and the development admin; production
 * adds no account and locks those if they are there with their README passwords.
 */
export async function seed(db: Db, options: { production?: boolean } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await openSystemAccounts(tx);

    for (const t of PACKAGE_TYPES) {
      await tx.query(
        'INSERT INTO package_types (id, key, title, image) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
        [t.id, t.key, t.title, t.image],
      );
    }
    for (const p of PACKAGES) {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO packages (type_id, key, title, image, description, rate_percent, receiving_number, verify)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (key) DO NOTHING RETURNING id`,
        [p.type, p.key, p.title, p.image, p.description, p.rate ?? null, p.receivingNumber ?? null, p.verify ?? false],
      );
      const packageId = inserted.rows[0]?.id;
      if (packageId === undefined) continue;
      for (const [position, plan] of (p.plans ?? []).entries()) {
        await tx.query(
          `INSERT INTO plans (package_id, code, variation_code, title, description, amount_kobo, vendor_amount_kobo, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [packageId, plan.code ?? plan.variation_code, plan.variation_code, plan.title, plan.description ?? '', toKobo(plan.amount), seededVendorKobo(toKobo(plan.amount)), position],
        );
      }
    }

    await seedShop(tx);

    for (const [key, value] of Object.entries(SITE_SETTINGS)) {
      await tx.query('INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
    }
    await tx.query(
      'INSERT INTO notifications (message) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM notifications)',
      [WELCOME_NOTIFICATION],
    );

    await (options.production ? lockDevAccounts(tx) : seedDevAccounts(tx));
  });
}
