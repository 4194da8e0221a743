// Health reports (ADR 0022): how the released versions behave in this browser, tagged
// with the shell's and the remote's versions. No personal data: target, version, kind, outcome and
// a count, under the ticket of the registry answer that served those versions (amendment 3: nothing
// is counted without it). Loads are batched a few seconds; a failure leaves at once; whatever is
// queued leaves when the page is hidden, unloaded, or when the customer moves to another screen
// (a report left in the queue of a page that is then closed is lost: amendment 3).
import { recordedDigest, refusedFiles } from './integrity';
import type { LiveRemote } from './live-remote';

export type HealthKind = 'load' | 'load-failure' | 'render-error' | 'purchase';
export interface HealthEvent {
  target: string;
  version: string;
  kind: HealthKind;
  outcome?: string;
  count?: number;
}

const REPORT_URL = '/api/v1/release-health/';
const FLUSH_AFTER_MS = 5_000;
const MAX_BATCH = 50;
let shellVersion: string | null = null;
let ticket: string | null = null;
/** Events with the ticket of the registry answer they happened under (a Retry reads a new one). */
let queue: Array<{ ticket: string | null; event: HealthEvent }> = [];
let timer: ReturnType<typeof setTimeout> | null = null;
const loaded = new Set<string>();

export function setShellVersion(version: string | null | undefined): void {
  shellVersion = version ?? null;
}

/** The registry answer's `healthTicket`: the proof that this browser was served the versions it reports on. */
export function setHealthTicket(value: string | null | undefined): void {
  ticket = value ?? null;
}

/** The shell's live version as the registry named it; null before the registry was read. */
export const currentShellVersion = (): string | null => shellVersion;

/** What the release watch judges a version by: sent without waiting for the batch. */
const isFailure = (event: HealthEvent) => event.kind === 'load-failure' || event.kind === 'render-error' || (event.kind === 'purchase' && (event.outcome === 'failed' || event.outcome === 'unsent'));

export function reportHealth(event: HealthEvent): void {
  const same = queue.find(({ ticket: queued, event: e }) => queued === ticket && e.target === event.target && e.version === event.version && e.kind === event.kind && e.outcome === event.outcome);
  if (same) same.event.count = Math.min(1000, (same.event.count ?? 1) + (event.count ?? 1));
  else queue.push({ ticket, event: { ...event } });
  if (isFailure(event)) flushHealth();
  else timer ??= setTimeout(flushHealth, FLUSH_AFTER_MS);
}

/** A remote version's first load on this page (later loads of other modules of it are not counted). */
export function reportLoaded(remote: Pick<LiveRemote, 'name' | 'version'>): void {
  const key = `${remote.name}@${remote.version}`;
  if (loaded.has(key)) return;
  loaded.add(key);
  reportHealth({ target: remote.name, version: remote.version, kind: 'load' });
}

/**
 * Sends one batch so that it leaves even if the page goes away right after: a keepalive fetch
 * (the session cookie goes with it: a canary's ticket counts only with its customer's session),
 * else a beacon (a keepalive fetch over the browser's in-flight quota throws at once).
 */
function send(body: string): void {
  try {
    void fetch(REPORT_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    navigator.sendBeacon?.(REPORT_URL, new Blob([body], { type: 'application/json' }));
  }
}

export function flushHealth(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const batches = new Map<string | null, HealthEvent[]>();
  for (const { ticket: queued, event } of queue) batches.set(queued ?? ticket, [...(batches.get(queued ?? ticket) ?? []), event]);
  queue = [];
  for (const [batchTicket, events] of batches) {
    for (let at = 0; at < events.length; at += MAX_BATCH) {
      send(JSON.stringify({ shell: shellVersion, ...(batchTicket ? { ticket: batchTicket } : {}), events: events.slice(at, at + MAX_BATCH) }));
    }
  }
}

if (typeof window !== 'undefined') {
  // pagehide alone misses pages that are only hidden and then discarded (a phone's tab switcher),
  // and it fires after the browser may already have started tearing the page down.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushHealth();
  });
  window.addEventListener('pagehide', flushHealth);
}

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
