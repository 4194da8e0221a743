import { API_MESSAGES } from '@topup/rules';
import { NotFound } from '../../errors';
import type { StaffAction } from '../staff/routes-kit';

/** Admin: one of the site's texts (about, terms, contact details...). */
export async function updateSetting(action: StaffAction, key: string, value: string) {
  return action.transaction(async (tx) => {
    const before = await tx.db.query<{ value: string }>('SELECT value FROM site_settings WHERE key = $1', [key]);
    if (!before.rows[0]) throw new NotFound(API_MESSAGES.staff.notFound);
    await tx.db.query('UPDATE site_settings SET value = $2 WHERE key = $1', [key, value]);
    await tx.audit('content.setting', `setting:${key}`, before.rows[0], { value });
    return { key, value };
  });
}

/** Admin: the notification every customer sees; the newest one is shown. */
export async function updateNotification(action: StaffAction, message: string) {
  return action.transaction(async (tx) => {
    const before = await tx.db.query<{ message: string }>('SELECT message FROM notifications ORDER BY id DESC LIMIT 1');
    await tx.db.query('INSERT INTO notifications (message) VALUES ($1)', [message]);
    await tx.audit('content.notification', 'notification', before.rows[0] ?? null, { message });
    return { message };
  });
}
