// ADR 0022: the versions a call was made through, sent by the shell as
// `X-Client-Versions: shell@<v>;bills@<v>` and recorded on the transaction it creates.

export const CLIENT_VERSIONS_HEADER = 'x-client-versions';
/** Longer headers are ignored: two or three names and versions fit well within it. */
export const CLIENT_VERSIONS_MAX_LENGTH = 200;
const PART = /^([a-z][a-z0-9-]{0,31})@([0-9A-Za-z][0-9A-Za-z.+-]{0,63})$/;
const MAX_PARTS = 4;

export type ClientVersions = Record<string, string>;

/** The header's value for these versions (names and versions that do not fit the pattern are left out). */
export function formatClientVersions(versions: ClientVersions): string {
  return Object.entries(versions)
    .map(([name, version]) => `${name}@${version}`)
    .filter((part) => PART.test(part))
    .slice(0, MAX_PARTS)
    .join(';');
}

/** The versions a header names, or null when it is missing, too long or malformed in any part. */
export function parseClientVersions(header: unknown): ClientVersions | null {
  if (typeof header !== 'string' || header.length === 0 || header.length > CLIENT_VERSIONS_MAX_LENGTH) return null;
  const parts = header.split(';');
  if (parts.length > MAX_PARTS) return null;
  const versions: ClientVersions = {};
  for (const part of parts) {
    const match = PART.exec(part.trim());
    if (!match || Object.hasOwn(versions, match[1]!)) return null;
    versions[match[1]!] = match[2]!;
  }
  return versions.shell ? versions : null;
}

/** How the back office shows them: "shell 0.1.0-…, bills 0.1.0-…" (the shell first). */
export function describeClientVersions(versions: ClientVersions): string {
  const { shell, ...remotes } = versions;
  return [...(shell ? [['shell', shell]] : []), ...Object.entries(remotes)].map(([name, version]) => `${name} ${version}`).join(', ');
}
