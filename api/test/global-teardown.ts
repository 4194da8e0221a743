import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const { SNAPSHOT_PATH } = await import('./snapshot');
  rmSync(SNAPSHOT_PATH, { force: true });
}
