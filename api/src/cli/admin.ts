// Back-office administration from the command line (docs/operations.md, "Back office"):
//   npm run admin -- create-staff <email> <support|admin|release>
//   npm run admin -- create-release-token <name> <shell|remote>[,<remote>...] <publish|promote>[,...]
//   npm run admin -- release-targets | register-target <target> [--container --area --paths --nav --widgets] (ADR 0030)
// An existing user gets the role; a new one is created with a one-time password printed here.
// Either way the authenticator is set up at the first staff sign-in.
import { join } from 'node:path';
import { configFromEnv } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { UsageError, runAdminCommand } from './admin-commands';
import { runOnRunningApi } from './running-api';

async function main(argv: string[]) {
  const config = configFromEnv();
  // On PGlite an API started by `npm start` holds the data dir: it runs the command itself.
  const viaApi = config.databaseUrl ? null : await runOnRunningApi(config.dataDir, argv);
  if (viaApi) {
    (viaApi.ok ? console.log : console.error)(viaApi.output);
    if (!viaApi.ok) process.exitCode = viaApi.usage ? 2 : 1;
    return;
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  try {
    await migrate(db);
    console.log(await runAdminCommand(db, argv));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exitCode = 2;
      return;
    }
    throw error;
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
