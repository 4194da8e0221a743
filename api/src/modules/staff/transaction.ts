import type { Db } from '../../db/client';

/**
 * Inside a staff action's transaction: `db` runs there (engines built on it too), `audit` writes its
 * row there. A module of its own so that the services a staff action calls (the release store,
 * tokens) can take one without importing the staff routes, which import the services.
 */
export interface StaffTransaction {
  db: Db;
  audit(action: string, target: string, before: unknown, after: unknown): Promise<void>;
}
