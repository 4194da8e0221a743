// ADR 0030 in a browser: the server owns each target's identity. A bills token
// publishing a real bills build whose declaration claims the admin area and /admin/customers is
// refused naming the area, as is a shop token publishing bills' build; the registry never lists
// such a version; a support user opening /admin/customers runs the admin remote.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReleaseCallFailed, ReleaseClient } from '../deploy/src/release-client';
import { callApi, newCustomer } from './customers';
import { test } from './fixtures';
import { distOf, staffFirstSignIn } from './releases';
import type { TestStack } from './stack';

/** A release token for `targets`, made by the admin on the Releases API. */
async function tokenFor(stack: TestStack, adminToken: string, name: string, targets: string[]): Promise<string> {
  const made = await fetch(`${stack.url}/api/v1/admin/release-tokens/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ name, targets, actions: ['publish', 'promote'] }),
  });
  assert.equal(made.status, 200);
  return ((await made.json()) as { data: { token: string } }).data.token;
}

/** What a publish answers: its status and message (a refusal is thrown by the client). */
const outcome = (publishing: Promise<unknown>) =>
  publishing.then(
    () => ({ status: 200, message: 'published' }),
    (error: unknown) => (error instanceof ReleaseCallFailed ? { status: error.status, message: error.message } : Promise.reject(error)),
  );

test('release claims: a bills build claiming /admin is refused, and support opening /admin/customers runs the admin remote', async ({ context, stack, staff }) => {
  const adminToken = await staff.apiToken();
  const bills = new ReleaseClient(stack.url, await tokenFor(stack, adminToken, 'bills-ci-claims', ['bills']));
  const shop = new ReleaseClient(stack.url, await tokenFor(stack, adminToken, 'shop-ci-claims', ['shop']));

  // bills' real build, its declaration changed to claim the admin area and one of its screens.
  const dist = mkdtempSync(join(tmpdir(), 'topup-bills-claims-'));
  try {
    cpSync(distOf('bills'), dist, { recursive: true });
    const info = JSON.parse(readFileSync(join(dist, 'build-info.json'), 'utf8')) as { remote: { area: string; paths: string[]; nav: Array<{ to: string; menus: string[] }> } };
    info.remote.area = '/admin';
    info.remote.paths = ['/admin/customers'];
    info.remote.nav = [{ ...info.remote.nav[0]!, to: '/admin/customers', menus: ['admin'] }];
    writeFileSync(join(dist, 'build-info.json'), JSON.stringify(info));

    assert.deepEqual(await outcome(bills.publish('bills', dist, { promote: true })), { status: 400, message: "bills: the area /admin is admin's; bills mounts in /dashboard" });
    // bills' own, unchanged build, published with a shop token as shop.
    assert.deepEqual(await outcome(shop.publish('shop', distOf('bills'), { promote: true })), { status: 400, message: 'shop: the build names itself "bills", not "shop" ("bills" is another target)' });
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }

  const registry = (await (await fetch(`${stack.url}/registry.json`)).json()) as { remotes: Record<string, { versions: Record<string, { area?: string; container?: string }>; registered: { area: string } }> };
  assert.deepEqual([...new Set(Object.values(registry.remotes.bills!.versions).map((version) => version.area))], ['/dashboard']);
  assert.deepEqual([...new Set(Object.values(registry.remotes.shop!.versions).map((version) => version.container))], ['topup_shop']);
  assert.equal(registry.remotes.admin!.registered.area, '/admin');

  // A support user (an admin gives a new account the role) signs in and opens the customers screen.
  const support = newCustomer('support');
  await callApi(stack, 'register/', { body: { ...support, referral: '', password2: support.password } });
  const given = await fetch(`${stack.url}/api/v1/admin/staff/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ email: support.email, role: 'support' }),
  });
  assert.equal(given.status, 200);
  const page = await context.newPage();
  await staffFirstSignIn(page, stack.url, support);

  await page.goto(`${stack.url}/admin/customers`);
  await page.locator('.remote-mount[data-remote="admin"]').waitFor();
  assert.equal(await page.locator('.remote-mount[data-remote="bills"]').count(), 0, 'no bills code is mounted under /admin');
});
