// Health reports (issue 23, ADR 0022): how the released versions behave in this browser, tagged
// with the shell's and the remote's versions. No personal data: target, version, kind, outcome and
// a count. Batched: sent a few seconds after the first event, and when the page is hidden.
import { recordedDigest, refusedFiles } from './integrity';
import type { LiveRemote } from './registry';

export type HealthKind = 'load' | 'load-failure' | 'render-error' | 'purchase';
export interface HealthEvent {
  target: string;
  version: string;
  kind: HealthKind;
  outcome?: string;
  count?: number;
}

const FLUSH_AFTER_MS = 5_000;
const MAX_BATCH = 50;
let shellVersion: string | null = null;
let queue: HealthEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
const loaded = new Set<string>();

export function setShellVersion(version: string | null | undefined): void {
  shellVersion = version ?? null;
}

/** The shell's live version as the registry named it; null before the registry was read. */
export const currentShellVersion = (): string | null => shellVersion;

export function reportHealth(event: HealthEvent): void {
  const same = queue.find((queued) => queued.target === event.target && queued.version === event.version && queued.kind === event.kind && queued.outcome === event.outcome);
  if (same) same.count = Math.min(1000, (same.count ?? 1) + (event.count ?? 1));
  else queue.push({ ...event });
  timer ??= setTimeout(flushHealth, FLUSH_AFTER_MS);
}

/** A remote version's first load on this page (later loads of other modules of it are not counted). */
export function reportLoaded(remote: Pick<LiveRemote, 'name' | 'version'>): void {
  const key = `${remote.name}@${remote.version}`;
  if (loaded.has(key)) return;
  loaded.add(key);
  reportHealth({ target: remote.name, version: remote.version, kind: 'load' });
}

export function flushHealth(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) {
    const events = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    // keepalive: a report sent as the page goes away still leaves. A lost report is only a lost figure.
    void fetch('/api/v1/release-health/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shell: shellVersion, events }),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushHealth);

const sri = async (url: string): Promise<string | null> => {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const digest = await crypto.subtle.digest('SHA-384', await response.arrayBuffer());
    return `sha384-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
  } catch {
    return null;
  }
};

/**
 * The chunks of a remote version that may have been refused: those the runtime created with a
 * digest and that failed, and those the errors name (a chunk's ChunkLoadError), when recorded.
 */
function recordedFilesIn(remote: Pick<LiveRemote, 'entry'>, errors: unknown[]): string[] {
  const text = errors.map((error) => (error instanceof Error ? `${error.message} ${String((error as { request?: unknown }).request ?? '')}` : String(error))).join(' ');
  const named = text.match(/https?:\/\/[^\s"'()]+/g) ?? [];
  return [...new Set([...refusedFiles(remote.entry), ...named])].filter((url) => recordedDigest(url) !== null);
}

/**
 * Why a remote did not load: `integrity` when its manifest, entry or a chunk the error names now
 * arrives with other bytes than publish recorded, `network` for a file that did not arrive,
 * `federation` for the rest.
 */
export async function classifyLoadFailure(remote: Pick<LiveRemote, 'entry' | 'integrity' | 'entryIntegrity'>, attempts: unknown[]): Promise<'integrity' | 'network' | 'federation'> {
  const error = attempts.at(-1);
  if (remote.integrity) {
    const manifest = await sri(remote.entry);
    if (manifest && manifest !== remote.integrity) return 'integrity';
    if (remote.entryIntegrity) {
      const entry = await sri(new URL('remoteEntry.js', new URL(remote.entry, self.location.href)).href);
      if (entry && entry !== remote.entryIntegrity) return 'integrity';
    }
    for (const url of recordedFilesIn(remote, attempts)) {
      const chunk = await sri(url);
      if (chunk && chunk !== recordedDigest(url)) return 'integrity';
    }
  }
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ScriptNetworkError|Failed to fetch|NetworkError|ChunkLoadError|Loading (CSS )?chunk|timed out/i.test(text) ? 'network' : 'federation';
}
