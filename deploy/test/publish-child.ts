// Run by web-servers.test.ts: publishes a large build straight into DATABASE_URL so that the test
// can kill this process while the publish transaction is open.
import { randomBytes } from 'node:crypto';
import { createReleaseStore, PostgresDb } from '@topup/api/web-tier';
import { fakeBuild } from '../../api/test/release-builds';

async function main() {
  const db = new PostgresDb(process.env.DATABASE_URL!, { max: 1 });
  const build = fakeBuild('bills', { body: 'killed half-way' });
  // Incompressible and many: the transaction stays open long enough to be killed in it.
  for (let n = 0; n < 400; n += 1) build.set(`static/blob-${n}.png`, randomBytes(64 * 1024));
  await createReleaseStore({ db }).publish({ by: 'test', staffId: null, address: null }, 'bills', build);
  await db.close();
}

void main();
