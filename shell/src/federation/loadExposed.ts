import { startHostRuntime } from './hostRuntime';
import { classifyLoadFailure, reportHealth, reportLoaded } from './health';
import { expectIntegrity } from './integrity';
import type { LiveRemote } from './registry';

const registeredEntry = new Map<string, string>();

function register(remote: LiveRemote, force: boolean) {
  const host = startHostRuntime();
  expectIntegrity(remote);
  if (!force && registeredEntry.get(remote.container) === remote.entry) return host;
  // force drops the runtime's cached manifest and entry, so a new version (or a retry) refetches.
  host.registerRemotes([{ name: remote.container, entry: remote.entry }], { force: registeredEntry.has(remote.container) });
  registeredEntry.set(remote.container, remote.entry);
  return host;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoadOptions {
  retries?: number;
  backoffMs?: number;
}

/** Loads `<remote>/<expose>` on first need, retrying with exponential backoff. */
export async function loadExposed<T>(remote: LiveRemote, expose: string, options: LoadOptions = {}): Promise<T> {
  const { retries = 2, backoffMs = 400 } = options;
  let lastError: unknown;
  const errors: unknown[] = [];
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      const host = register(remote, attempt > 0);
      const loaded = await host.loadRemote<T>(`${remote.container}/${expose}`);
      if (loaded == null) throw new Error(`${remote.name}/${expose} did not load`);
      reportLoaded(remote);
      return loaded;
    } catch (error) {
      lastError = error;
      errors.push(error);
      if (attempt < retries) await sleep(backoffMs * 2 ** attempt);
    }
  }
  // Reported once the retries are spent (ADR 0022); the area shows "This section is unavailable".
  void classifyLoadFailure(remote, errors).then((outcome) => reportHealth({ target: remote.name, version: remote.version, kind: 'load-failure', outcome }));
  throw lastError;
}

/** A module's default export, whether the runtime hands back the namespace or the value. */
export function defaultExport<T>(loaded: unknown): T {
  const namespace = loaded as { default?: T };
  return (namespace && typeof namespace === 'object' && 'default' in namespace ? namespace.default : loaded) as T;
}
