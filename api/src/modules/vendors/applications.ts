import { validateVendorApplication, VENDOR_MESSAGES, type VendorApplicationInput, type VendorLevel } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { AppError, ValidationFailed } from '../../errors';

export interface ApplicationRow {
  id: number;
  user_id: number;
  business_name: string;
  phone: string;
  monthly_volume: string;
  status: 'pending' | 'approved' | 'declined';
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export const APPLICATION_COLUMNS = 'id, user_id, business_name, phone, monthly_volume, status, reason, created_at, decided_at';

/** What the vendor area shows: the level, the latest application and the callback URL. */
export async function vendorStatus(db: Queryable, userId: number) {
  const { rows } = await db.query<{ level: VendorLevel; application: ApplicationRow | null; webhook_url: string | null }>(
    `SELECT u.level,
       (SELECT row_to_json(a) FROM (SELECT ${APPLICATION_COLUMNS} FROM vendor_applications WHERE user_id = u.id ORDER BY id DESC LIMIT 1) a) AS application,
       (SELECT url FROM vendor_webhooks WHERE user_id = u.id) AS webhook_url
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0]!;
  return { level: row.level, application: row.application, webhook_url: row.webhook_url };
}

/** A customer's application; one pending at a time, none once a vendor. */
export async function apply(db: Db, userId: number, input: Partial<VendorApplicationInput>, now: Date): Promise<ApplicationRow> {
  const failure = validateVendorApplication(input);
  if (failure) throw new ValidationFailed(failure.field, failure.message);
  return db.transaction(async (tx) => {
    const { rows: users } = await tx.query<{ level: VendorLevel }>('SELECT level FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (users[0]?.level === 'vendor') throw new AppError(409, VENDOR_MESSAGES.alreadyVendor);
    const { rows } = await tx.query<ApplicationRow>(
      `INSERT INTO vendor_applications (user_id, business_name, phone, monthly_volume, created_at)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM vendor_applications WHERE user_id = $1 AND status = 'pending')
       RETURNING ${APPLICATION_COLUMNS}`,
      [userId, input.business_name!.trim(), input.phone!.trim(), input.monthly_volume, now],
    );
    if (!rows[0]) throw new AppError(409, VENDOR_MESSAGES.alreadyPending);
    return rows[0];
  });
}
