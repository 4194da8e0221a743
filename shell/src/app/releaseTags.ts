// ADR 0022: every API call names the versions it was made through (X-Client-Versions,
// recorded on the transaction it creates), and every money call (a POST with an Idempotency-Key:
// purchases, transfers, orders, all sent through useMoneySubmission) reports its outcome to the
// release-health reporter under the page's remote. Nothing personal: target, version, outcome.
import type { AxiosInstance } from 'axios';
import { CLIENT_VERSIONS_HEADER } from '@topup/rules';
import { clientVersionsHeader, remoteOfPage } from '../federation/clientVersions';
import { currentShellVersion, reportHealth } from '../federation/health';

export type MoneyOutcome = 'succeeded' | 'pending' | 'failed' | 'unsent';

type Config = { headers?: Record<string, unknown> } & Record<string, unknown>;
const WITH_BODY = new Set(['post', 'put', 'patch']);
const TAGGED = new Set([...WITH_BODY, 'get', 'delete']);

const pathname = () => (typeof location === 'undefined' ? '/' : location.pathname);

const statusOfBody = (data: unknown): unknown => (data && typeof data === 'object' ? (data as { data?: { status?: unknown } }).data?.status : undefined);

/**
 * What a money call came to: `succeeded` (2xx), `pending` (2xx, the provider has not answered),
 * `failed` (a 5xx, or the server's answer that the purchase failed and was refunded), `unsent`
 * (no answer: offline or timed out). A refusal (balance, PIN, a field) is not the release's health: null.
 */
export function moneyOutcome(result: { ok: true; status: number; data: unknown } | { ok: false; error: unknown }): MoneyOutcome | null {
  if (result.ok) return result.status === 201 || result.status === 202 || statusOfBody(result.data) === 'pending' ? 'pending' : 'succeeded';
  const response = (result.error as { response?: { status?: number; data?: unknown } } | null)?.response;
  if (!response?.status) return 'unsent';
  if (response.status >= 500 || statusOfBody(response.data) === 'failed') return 'failed';
  return null;
}

function reportMoney(outcome: MoneyOutcome | null, page: string): void {
  if (!outcome) return;
  const remote = remoteOfPage(page);
  const shell = currentShellVersion();
  if (remote) reportHealth({ target: remote.name, version: remote.version, kind: 'purchase', outcome });
  else if (shell) reportHealth({ target: 'shell', version: shell, kind: 'purchase', outcome });
}

const isMoneyCall = (method: string, config: Config | undefined) =>
  method === 'post' && Object.keys(config?.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');

/** The transport with the versions header on get/delete/post/put/patch and the money outcomes reported. */
export function withReleaseTags(http: AxiosInstance): AxiosInstance {
  const tagged = (method: string, send: (...args: unknown[]) => Promise<{ status: number; data: unknown }>) =>
    async (path: unknown, ...rest: unknown[]) => {
      const page = pathname();
      const at = WITH_BODY.has(method) ? 1 : 0;
      const config = rest[at] as Config | undefined;
      const header = clientVersionsHeader(page);
      const args = [...rest];
      if (header) args[at] = { ...config, headers: { ...config?.headers, [CLIENT_VERSIONS_HEADER]: header } };
      if (!isMoneyCall(method, config)) return send(path, ...args);
      try {
        const response = await send(path, ...args);
        reportMoney(moneyOutcome({ ok: true, status: response.status, data: response.data }), page);
        return response;
      } catch (error) {
        reportMoney(moneyOutcome({ ok: false, error }), page);
        throw error;
      }
    };

  return new Proxy(http, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property === 'string' && TAGGED.has(property) && typeof value === 'function') {
        return tagged(property, (value as (...args: unknown[]) => Promise<{ status: number; data: unknown }>).bind(target));
      }
      return value;
    },
  });
}
