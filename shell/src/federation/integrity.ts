// Integrity of remote code (ADR 0022): the registry names the SHA-384 that publish recorded for
// each remote's manifest and entry; the shell fetches the manifest with `integrity` and gives the
// entry's <script> its `integrity`, so the browser refuses any other bytes. The verified entry
// carries its chunks' digests (rspack's SubresourceIntegrityPlugin) and loads them likewise.
// A mismatch is a load failure: the area shows "This section is unavailable"; nothing runs.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { LiveRemote } from './registry';

interface Expected {
  manifest: string;
  /** Absent digest for an entry while the manifest has one: no digest can match, so it never runs. */
  entry: string;
}

/** By the remote's versioned folder (`https://…/store/remotes/bills/<version>/`). */
const expected = new Map<string, Expected>();
const UNRECORDED = 'sha384-unrecorded';

const absolute = (url: string) => new URL(url, self.location.href).href;
const folderOf = (url: string) => absolute(url).replace(/[^/]*([?#].*)?$/, '');
/** Every remote's entry has this name (shared/platform/rspack/remote-config.js). */
const ENTRY_FILE = 'remoteEntry.js';
const isEntry = (url: string) => absolute(url).replace(/[?#].*$/, '').endsWith(`/${ENTRY_FILE}`);

/** Records what a remote's files must hash to; a registry without digests (older versions) loads unverified. */
export function expectIntegrity(remote: Pick<LiveRemote, 'entry' | 'integrity' | 'entryIntegrity'>): void {
  if (!remote.integrity) return;
  expected.set(folderOf(remote.entry), { manifest: remote.integrity, entry: remote.entryIntegrity ?? UNRECORDED });
}

/** The digest a remote's file must have: its manifest's or its entry's; null when none was recorded. */
export function integrityFor(url: string, kind: 'manifest' | 'entry'): string | null {
  const found = expected.get(folderOf(url));
  if (!found) return null;
  // The MF runtime creates the script of every chunk of the folder through this hook too: a chunk
  // given the entry's digest would be refused by the browser (shop's and history's were).
  if (kind === 'entry' && !isEntry(url)) return null;
  return found[kind];
}

/** The MF runtime plugin: manifest fetched with `integrity`, the remote entry's script with it. */
export function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'topup-integrity',
    fetch(url, init) {
      const integrity = integrityFor(url, 'manifest');
      if (!integrity) return undefined;
      return fetch(url, { ...init, integrity, credentials: 'same-origin' });
    },
    createScript({ url }) {
      const integrity = integrityFor(url, 'entry');
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.integrity = integrity;
      script.src = url;
      return script;
    },
  };
}
