// ADR 0022, amended: publish writes, beside each remote version's files, a table
// of the SHA-384 of every one of them; the registry carries the table's own digest, so the shell
// fetches it verified, with the manifest, and gives each chunk's script or stylesheet its digest.

/** The table's name inside a version's folder (a build may not contain a file of that name). */
export const RELEASE_DIGESTS_FILE = 'release-digests.json';

/** The table: each file's path inside the version's folder -> its SRI digest (`sha384-<base64>`). */
export interface ReleaseDigests {
  files: Record<string, string>;
}

const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;
const PATH = /^[\w@.-]+(\/[\w@.-]+)*$/;

/** The table a fetched body holds, or null when it is not one (then nothing of the version runs). */
export function parseReleaseDigests(body: unknown): ReleaseDigests | null {
  const files = (body as Partial<ReleaseDigests> | null)?.files;
  if (!files || typeof files !== 'object' || Array.isArray(files)) return null;
  for (const [path, digest] of Object.entries(files)) {
    if (!PATH.test(path) || path.split('/').includes('..') || typeof digest !== 'string' || !SRI.test(digest)) return null;
  }
  return { files };
}
