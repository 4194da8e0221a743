// Release steps the journeys share (ADR 0018): the release API of a stack, what its web server
// serves live, and a release manager rolling bills back on the Releases screen.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from '@playwright/test';
import { build } from '../deploy/src/build';
import { packageDir } from '../deploy/src/paths';
import { callApi, login, newCustomer, successToast } from './customers';
import type { Staff } from './fixtures';
import type { TestStack } from './stack';

export const distOf = (target: string) => join(packageDir(target), 'dist');

/** Builds `target` with a visible BUILD_LABEL (unique per call), so two versions differ on screen; returns the label. */
export function buildLabelled(target: string, prefix: string): string {
  const label = `${prefix} ${Date.now()}`;
  process.env.BUILD_LABEL = label;
  try {
    build(target);
  } finally {
    delete process.env.BUILD_LABEL;
  }
  return label;
}

/** Live version of every package except `changed` (a version names its content: same version, same files). */
export async function liveOthers(stack: TestStack, changed: string) {
  const registry = await stack.releases.status();
  const tracks = { shell: registry.shell, ...registry.remotes };
  return Object.fromEntries(Object.entries(tracks).filter(([target]) => target !== changed).map(([target, track]) => [target, track.live]));
}

/** Waits until the web server's /registry.json names `version` live (within a second of the change, ADR 0018). */
export async function servedLive(stack: TestStack, target: string, version: string) {
  for (let tries = 0; ; tries += 1) {
    const registry = (await (await fetch(`${stack.url}/registry.json`)).json()) as { remotes: Record<string, { live: string }> };
    if (registry.remotes[target]?.live === version) return;
    if (tries > 40) throw new Error(`${target} ${version} not served live`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A staff member's first sign-in in the browser: the key is shown, the code typed; returns once the
 * back office has taken the session (the URL has left /admin/login), so a next goto cannot abort it.
 */
export async function staffFirstSignIn(page: Page, url: string, who: { email: string; password: string }) {
  await page.goto(`${url}/admin/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Authenticator code').waitFor();
  const secret = (await page.locator('.staff-login__setup code').textContent()) ?? '';
  await page.getByLabel('Authenticator code').fill(new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((at) => at.pathname.startsWith('/admin') && !at.pathname.startsWith('/admin/login'));
}

/** A new account an admin gives the release role (through the staff API). */
export async function newReleaseManager(stack: TestStack, staff: Staff) {
  const manager = newCustomer('release');
  await callApi(stack, 'register/', { body: { ...manager, referral: '', password2: manager.password } });
  const given = await fetch(`${stack.url}/api/v1/admin/staff/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await staff.apiToken()}` },
    body: JSON.stringify({ email: manager.email, role: 'release' }),
  });
  assert.equal(given.status, 200);
  return manager;
}

/**
 * An admin gives a new account the release role; bills "Release B" goes live through the release
 * API (as a team's CI would); the release manager rolls it back on the Releases screen after a
 * confirmation naming both versions; a customer's reload runs the previous bills.
 */
export async function releaseManagerRollsBack(context: BrowserContext, stack: TestStack, staff: Staff) {
  const manager = await newReleaseManager(stack, staff);

  const previous = (await stack.releases.status()).remotes.bills!.live!;
  const label = buildLabelled('bills', 'Release B');
  const { data } = await stack.releases.publish('bills', distOf('bills'), { promote: true });
  await servedLive(stack, 'bills', data.version);

  const customer = await context.newPage();
  await login(customer, stack.url);
  await customer.goto(`${stack.url}/dashboard/bills`);
  await customer.getByText(label).waitFor();

  // The back office on the other host name: its session cookie leaves the customer's alone.
  const officeUrl = stack.url.replace('localhost', '127.0.0.1');
  const page = await context.newPage();
  await staffFirstSignIn(page, officeUrl, manager);
  await page.getByRole('heading', { name: 'Releases' }).waitFor();
  // On a phone the back office's menu is a drawer: open it to read it, then close it.
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  const drawer = await openMenu.isVisible();
  if (drawer) await openMenu.click();
  const menu = page.getByRole('navigation', { name: 'Back office' });
  assert.deepEqual(await menu.getByRole('link').allTextContents(), ['Releases', 'Password']);
  if (drawer) await page.getByRole('button', { name: 'Close menu' }).click();

  // The table of every target (ADR 0034); the bills row opens its page.
  await page.getByRole('table', { name: 'Every target at a glance' }).getByRole('link', { name: 'bills', exact: true }).click();
  const bills = page.getByRole('region', { name: 'Releases of bills' });
  await bills.getByRole('heading', { name: `bills: live ${data.version}` }).waitFor();
  await bills.getByRole('button', { name: `Roll bills back to ${previous}` }).click();
  await page.getByRole('dialog').filter({ hasText: `Roll bills back from ${data.version} to ${previous}?` }).waitFor();
  await page.getByRole('button', { name: 'Roll back' }).click();
  await successToast(page, `bills: rolled back to ${previous}`).waitFor();
  await bills.getByRole('heading', { name: `bills: live ${previous}` }).waitFor();

  await servedLive(stack, 'bills', previous);
  await customer.reload();
  await customer.getByRole('region', { name: 'All bills' }).waitFor();
  assert.equal(await customer.getByText(label).count(), 0, 'the customer runs the previous bills version');
}
