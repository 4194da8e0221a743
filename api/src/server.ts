import { join } from 'node:path';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { assertProductionReady } from './production';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { seed } from './db/seed';
import { scheduleLedgerCheck } from './modules/ledger/check-job';
import { scheduleOverviewRollup } from './modules/ledger/overview-rollup';
import { scheduleRetention } from './modules/retention/prune';
import { scheduleCanaryWatch } from './modules/releases/canary-watch-job';
import { startJobWorker } from './jobs/worker';
import { JOBS_CHANNEL } from './jobs/queue';
import { shutdownGraceMs } from './shutdown';
import { drainMsFromEnv } from './http/drain';
import { acceptAdminCommands } from './cli/running-api';
import { logFormatOf, loggerOptions } from './http/logging';

async function main() {
  const config = configFromEnv();
  const drainMs = drainMsFromEnv(process.env);
  await assertProductionReady(config, process.env);
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    onError: (err) => console.warn(`database connection error: ${err.message}`),
  });
  await migrate(db);
  await seed(db, { production: config.production });
  await scheduleLedgerCheck(db, new Date());
  await scheduleOverviewRollup(db, new Date());
  await scheduleRetention(db, new Date());
  await scheduleCanaryWatch(db, new Date());
  const app = await buildApp({ db, config, logger: loggerOptions({ level: config.logLevel, format: logFormatOf(process.env) }) });
  const adminCommands = db.kind === 'pglite' ? acceptAdminCommands(app, db, config.dataDir) : null;
  await app.listen({ port: config.port, host: config.host });
  adminCommands?.announce(config.port);
  app.log.info({ db: db.kind }, 'API ready');
  const worker = startJobWorker(app.services.jobs, { pollMs: config.jobsPollMs, log: app.log });
  // A new job starts at once instead of at the next poll; after a reconnect, whatever was missed.
  app.services.notifications?.on(JOBS_CHANNEL, (kind) => worker.wake(kind));
  app.services.notifications?.onListening(() => worker.wake());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), drainMs + shutdownGraceMs(config));
    force.unref();
    // In-flight requests and the job in progress finish side by side, then the database closes.
    adminCommands?.withdraw();
    // Behind a balancer: /readyz answers 503 and the process keeps serving until it is out of rotation.
    await app.services.drain.start(drainMs);
    await Promise.all([app.close(), worker.stop()]);
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
