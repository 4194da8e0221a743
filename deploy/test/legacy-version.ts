import { createHash } from 'node:crypto';
import type { Queryable } from '@topup/api/web-tier';

/**
 * Writes a version of `target` straight into the release tables, as a publish before the list of
 * file types (ADR 0031) could store it (a page beside a remote's scripts): what the web tier must
 * still never answer as a page. Returns the version.
 */
export async function storeLegacyVersion(db: Queryable, target: string, files: Record<string, string>): Promise<string> {
  const version = `0.0.1-legacy${Object.keys(files).length}`;
  const info = { publishedAt: new Date().toISOString(), packageVersion: '0.0.1', platformVersion: '1.0.0', buildLabel: '', size: 0 };
  await db.query('INSERT INTO release_versions (target, version, info, size, published_at) VALUES ($1, $2, $3, 0, now()) ON CONFLICT DO NOTHING', [target, version, JSON.stringify(info)]);
  for (const [path, text] of Object.entries(files)) {
    const content = Buffer.from(text);
    const hash = createHash('sha256').update(content).digest('hex');
    await db.query('INSERT INTO release_files (hash, size, content) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [hash, content.length, content]);
    await db.query('INSERT INTO release_version_files (target, version, path, hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [target, version, path, hash]);
  }
  return version;
}
