import type { Queryable } from '../../db/client';
import type { Config } from '../../config';
import { ReleaseRefused } from './errors';
import { previewKey, signPreview } from './preview';
import { checkClaims, versionClaims } from './targets';
import type { VersionInfo } from './types';

/**
 * A preview link for a published version of `target` (ADR 0022); unknown versions are refused (404).
 * `url` opens the web app (APP_ORIGIN), wherever the release API was reached: the API's own origin
 * serves no /preview page.
 */
export async function previewLinkFor(db: Queryable, config: Pick<Config, 'releasePreviewSecret' | 'proxySecret' | 'appOrigin'>, target: string, version: string, now: Date) {
  const { rows } = await db.query<{ info: VersionInfo }>('SELECT info FROM release_versions WHERE target = $1 AND version = $2', [target, version]);
  if (!rows[0]) throw new ReleaseRefused(`${target}: version ${version} is not published`, 404);
  // A preview puts the version in a browser like a promote: it must claim only what is its target's (ADR 0030).
  await checkClaims(db, target, versionClaims(target, rows[0].info));
  const key = previewKey({ RELEASE_PREVIEW_SECRET: config.releasePreviewSecret, PROXY_SECRET: config.proxySecret });
  const { token, expiresAt } = signPreview(key, target, version, now);
  const path = `/preview?token=${token}`;
  return { target, version, path, url: `${config.appOrigin}${path}`, expiresAt: expiresAt.toISOString() };
}
