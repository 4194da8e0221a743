// What `npm start` does with releases before it starts the processes: publish every fresh local
// build into the database (making it live) and, in development, keep a release token for the
// local `npm run release` (ADR 0018).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../api/src/db/client';
import { migrate } from '../../api/src/db/migrate';
import { openDb } from '../../api/src/db/open';
import { createReleaseStore } from '../../api/src/modules/releases/store';
import { createReleaseTokens } from '../../api/src/modules/releases/tokens';
import { readDist } from './dist-files';
import { REMOTE_NAMES, packageDir } from './paths';

const START_ACTOR = { by: 'command line (npm start)', staffId: null, address: null };
export const DEV_TOKEN_NAME = 'npm start development';

/** The release database `npm start` and `npm run web` use: PostgreSQL at DATABASE_URL, else the PGlite in DATA_DIR. */
export async function openReleaseDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  const db = await openDb({ databaseUrl: options.databaseUrl, dataDir: join(options.dataDir, 'pglite') });
  await migrate(db);
  return db;
}

/** Publishes `<package>/dist` of each target; a version the store has not seen goes live. */
export async function publishLocalBuilds(db: Db, targets: string[], log: (line: string) => void): Promise<void> {
  const store = createReleaseStore({ db });
  for (const target of targets) {
    const result = await store.publish(START_ACTOR, target, readDist(join(packageDir(target), 'dist')));
    if (!result.created) continue;
    if (!result.live) await store.promote(START_ACTOR, target, result.version);
    log(`${target}: published and promoted ${result.version}`);
  }
}

/** Where the development token is kept for `npm run release` without --token. */
export const devTokenFile = (dataDir: string) => join(dataDir, 'release-token');

/** A token for every target, kept in DATA_DIR (development only): the local CLI uses it. */
export async function ensureDevToken(db: Db, dataDir: string, targets: string[]): Promise<string> {
  const tokens = createReleaseTokens({ db });
  const file = devTokenFile(dataDir);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    const valid = await tokens.authenticate(kept).then(
      (token) => targets.every((target) => token.targets.includes(target)),
      () => false,
    );
    if (valid) return kept;
  }
  const { token } = await tokens.create(null, { name: DEV_TOKEN_NAME, targets, actions: ['publish', 'promote'] });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

export const ALL_TARGETS = ['shell', ...REMOTE_NAMES];
