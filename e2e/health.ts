// Simulated browsers for the canary journeys (ADR 0022 amendment 3): a health report counts only
// under the ticket of the registry answer that served the version, one load and one failure per
// ticket and target, and a canary's ticket only with the session of the customer it was served to.
import assert from 'node:assert/strict';
import { customerOf } from '../deploy/src/registry-answer';
import { callApi, newCustomer } from './customers';
import type { TestStack } from './stack';

export type HealthKind = 'load' | 'render-error';

/** A new customer, signed up through the API, with their access token and id (what places them in a canary). */
export async function signedUpCustomer(stack: TestStack, tag = 'canary') {
  const customer = newCustomer(tag);
  await callApi(stack, 'register/', { body: { ...customer, referral: '', password2: customer.password } });
  const { access } = await callApi<{ access: string }>(stack, 'auth/login/', { body: { email: customer.email, password: customer.password } });
  return { customer, access, id: customerOf(access, new Date())! };
}

export type SignedUpCustomer = Awaited<ReturnType<typeof signedUpCustomer>>;

/** What the web server answers this browser for a target (the `accessToken` cookie places a customer in a canary). */
export async function servedTo(stack: TestStack, access: string | null, target = 'bills'): Promise<string> {
  const registry = (await (await fetch(`${stack.url}/registry.json`, { headers: access ? { cookie: `accessToken=${access}` } : {} })).json()) as { remotes: Record<string, { live: string }> };
  return registry.remotes[target]!.live;
}

/**
 * One browser's page load: its registry answer (with the customer's session, if any) and its reports
 * under that answer's ticket, with the same cookie, as the shell sends them. `kinds` may depend on
 * the version served. Answers the version served.
 */
export async function browserReports(stack: TestStack, access: string | null, kinds: HealthKind[] | ((served: string) => HealthKind[]), target = 'bills'): Promise<string> {
  const cookie: Record<string, string> = access ? { cookie: `accessToken=${access}` } : {};
  const registry = (await (await fetch(`${stack.url}/registry.json`, { headers: cookie })).json()) as { shell: { live: string }; remotes: Record<string, { live: string }>; healthTicket: string };
  const version = registry.remotes[target]!.live;
  const events = (typeof kinds === 'function' ? kinds(version) : kinds).map((kind) => ({ target, version, kind }));
  const response = await fetch(`${stack.url}/api/v1/release-health/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...cookie },
    body: JSON.stringify({ shell: registry.shell.live, ticket: registry.healthTicket, events }),
  });
  assert.equal(response.status, 202, `health report answered ${response.status}: ${await response.text()}`);
  return version;
}
