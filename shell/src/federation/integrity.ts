// Integrity of remote code (ADR 0022, amended): the registry names the SHA-384 that publish recorded
// for each remote's manifest, its entry and its table of every file's digest
// (release-digests.json). The shell fetches the manifest and that table with `integrity`, gives the
// entry's <script> its digest, and gives every chunk's <script> or stylesheet <link> the MF runtime
// creates the digest the table names for its full URL (two remotes may have chunks of the same
// name). A file the table does not name gets a digest no bytes match: nothing unrecorded runs.
// A mismatch is a load failure: the area shows "This section is unavailable"; nothing runs.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { RELEASE_DIGESTS_FILE, parseReleaseDigests } from '@topup/rules';
import type { LiveRemote } from './live-remote';

interface Expected {
  manifest: string;
  /** Absent digest for an entry while the manifest has one: no digest can match, so it never runs. */
  entry: string;
  /** The table's digest; absent for versions published before chunks' digests were recorded (their chunks load unverified). */
  digests?: string;
  /** Full URL of each file of the version -> its digest, once the table arrived. */
  files?: Map<string, string>;
  /** The table being fetched (forgotten when it fails, so a retry asks again). */
  loading?: Promise<void>;
}

/** By the remote's versioned folder (`https://…/store/remotes/bills/<version>/`). */
const expected = new Map<string, Expected>();
const UNRECORDED = 'sha384-unrecorded';

const absolute = (url: string) => new URL(url, self.location.href).href;
const withoutQuery = (url: string) => absolute(url).replace(/[?#].*$/, '');
const folderOf = (url: string) => withoutQuery(url).replace(/[^/]*$/, '');
/** Every remote's entry has this name (shared/platform/rspack/remote-config.js). */
const ENTRY_FILE = 'remoteEntry.js';
const isEntry = (url: string) => withoutQuery(url).endsWith(`/${ENTRY_FILE}`);

/** Records what a remote's files must hash to; a registry without digests (older versions) loads unverified. */
export function expectIntegrity(remote: Pick<LiveRemote, 'entry' | 'integrity' | 'entryIntegrity' | 'digestsIntegrity'>): void {
  if (!remote.integrity) return;
  const folder = folderOf(remote.entry);
  const known = expected.get(folder);
  // Versions never change: a table already read for this folder stays valid.
  if (known?.manifest === remote.integrity && known.digests === remote.digestsIntegrity) return;
  expected.set(folder, { manifest: remote.integrity, entry: remote.entryIntegrity ?? UNRECORDED, ...(remote.digestsIntegrity && { digests: remote.digestsIntegrity }) });
}

/** Fetches a version's table of digests with its own digest; a table that is not one fails the load. */
function loadDigests(folder: string, found: Expected & { digests: string }): Promise<void> {
  found.loading ??= fetch(`${folder}${RELEASE_DIGESTS_FILE}`, { integrity: found.digests, credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${RELEASE_DIGESTS_FILE}: HTTP ${response.status}`);
      const table = parseReleaseDigests(await response.json());
      if (!table) throw new Error(`${folder}${RELEASE_DIGESTS_FILE} is not a table of digests`);
      found.files = new Map(Object.entries(table.files).map(([path, digest]) => [`${folder}${path}`, digest]));
    })
    .catch((error: unknown) => {
      found.loading = undefined;
      throw error;
    });
  return found.loading;
}

/**
 * The digest a remote's file must have: its manifest's, its entry's, or (a chunk) the one its
 * version's table names for its full URL; null when its version recorded none.
 */
export function integrityFor(url: string, kind: 'manifest' | 'file'): string | null {
  const found = expected.get(folderOf(url));
  if (!found) return null;
  if (kind === 'manifest') return found.manifest;
  if (isEntry(url)) return found.entry;
  // The MF runtime creates the scripts and stylesheets of a remote's chunks through the same hooks:
  // each gets its own file's digest (the entry's would never match it: shop's and history's were refused).
  if (!found.digests) return null;
  return found.files?.get(withoutQuery(url)) ?? UNRECORDED;
}

/** Files given a digest whose element then failed (refused, or not arrived), by version folder. */
const failed = new Map<string, Set<string>>();
function watch<T extends HTMLScriptElement | HTMLLinkElement>(element: T, url: string): T {
  element.addEventListener('error', () => {
    const folder = folderOf(url);
    failed.set(folder, (failed.get(folder) ?? new Set()).add(withoutQuery(url)));
  });
  return element;
}

/** The files of the remote version whose manifest is `manifestUrl` that the browser did not run (health reports tell why). */
export const refusedFiles = (manifestUrl: string): string[] => [...(failed.get(folderOf(manifestUrl)) ?? [])];

/** The digest recorded for a file of a remote version the shell loads, when its table was read (health reports). */
export const recordedDigest = (url: string): string | null => expected.get(folderOf(url))?.files?.get(withoutQuery(url)) ?? null;

/** The attributes the runtime asked for, on the element the hook returns (it then sets none itself). */
function withAttributes<T extends HTMLElement>(element: T, attrs: Record<string, unknown> | undefined): T {
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'integrity' || name === 'crossorigin' || element.hasAttribute(name)) continue;
    if (name === 'async' || name === 'defer') (element as unknown as Record<string, unknown>)[name] = value;
    else element.setAttribute(name, String(value));
  }
  return element;
}

/** The MF runtime plugin: manifest and digest table fetched with `integrity`, the entry's and every chunk's element with it. */
export function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'topup-integrity',
    fetch(url, init) {
      const integrity = integrityFor(url, 'manifest');
      if (!integrity) return undefined;
      const manifest = fetch(url, { ...init, integrity, credentials: 'same-origin' });
      const found = expected.get(folderOf(url));
      if (!found?.digests || found.files) return manifest;
      // The table arrives with the manifest: the chunks the runtime creates next find their digests.
      return Promise.all([manifest, loadDigests(folderOf(url), found as Expected & { digests: string })]).then(([response]) => response);
    },
    createScript({ url, attrs }) {
      const integrity = integrityFor(url, 'file');
      if (!integrity) return undefined;
      const script = withAttributes(document.createElement('script'), attrs);
      script.crossOrigin = 'anonymous';
      script.integrity = integrity;
      script.src = url;
      return watch(script, url);
    },
    createLink({ url, attrs }) {
      const integrity = integrityFor(url, 'file');
      if (!integrity) return undefined;
      const link = withAttributes(document.createElement('link'), attrs);
      link.crossOrigin = 'anonymous';
      link.integrity = integrity;
      link.href = url;
      return watch(link, url);
    },
  };
}
