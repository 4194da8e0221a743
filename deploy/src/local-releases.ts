// What `npm start` does with releases before it starts the processes: publish every fresh local
// build into the database (making it live) and, in development, keep a release token for the
// local `npm run release` (ADR 0018).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createReleaseStore, createReleaseTokens, type Db, migrate, openDb } from '@topup/api/web-tier';
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

/** Where a running `npm start` says its web app's URL, so `npm run release` in another shell finds it without PORT. */
export const devServerFile = (dataDir: string) => join(dataDir, 'web-url');

export function rememberDevServer(dataDir: string, url: string): () => void {
  const file = devServerFile(dataDir);
  writeFileSync(file, `${url}\n`);
  return () => rmSync(file, { force: true });
}

/** The URL a running `npm start` left in dataDir, or null. */
export function runningDevServer(dataDir: string): string | null {
  try {
    return readFileSync(devServerFile(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

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
