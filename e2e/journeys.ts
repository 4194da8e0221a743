// Customer journeys and release scenarios against the real stack, through accessible selectors.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from '../deploy/src/build';
import { packageDir } from '../deploy/src/paths';
import type { TestStack } from './stack';

export const DEMO = { email: 'demo@example.com', password: 'Demo-pass-123' };

export interface Journey {
  name: string;
  run(context: BrowserContext, stack: TestStack): Promise<void>;
}

export async function login(page: Page, baseUrl: string) {
  // A session left by an earlier journey would send /auth/login straight on to the dashboard.
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  // The dashboard's notification sheet stays until dismissed (once per browser context) and may
  // cover the foot of the page: dismiss it whenever it stands in the way.
  await page.addLocatorHandler(page.getByRole('region', { name: 'Notification', exact: true }), (sheet) =>
    sheet.getByRole('button', { name: 'Dismiss notification' }).click(),
  );
}

const successToast = (page: Page) => page.locator('.Toastify__toast--success');

export const journeys: Journey[] = [
  {
    name: 'an anonymous visit to /dashboard/history lands on /auth/login',
    async run(context, stack) {
      await context.clearCookies();
      const page = await context.newPage();
      await page.goto(`${stack.url}/dashboard/history`);
      await page.waitForURL(`${stack.url}/auth/login`);
      await page.getByRole('heading', { name: 'Login' }).waitFor();
    },
  },
  {
    name: 'log in, buy a data plan, see it in the recent list and on its receipt',
    async run(context, stack) {
      const page = await context.newPage();
      await login(page, stack.url);
      await successToast(page).filter({ hasText: 'Logged in successfully' }).waitFor();

      await page.goto(`${stack.url}/dashboard/bills/data`);
      await page.getByRole('radiogroup', { name: 'Provider' }).getByRole('radio', { name: 'MTN' }).check();
      const plan = page.getByLabel('Plan');
      await plan.locator('option').nth(1).waitFor({ state: 'attached' });
      await plan.selectOption({ index: 1 });
      const planTitle = ((await plan.locator('option:checked').textContent()) ?? '').split(' - ')[0]!.trim();
      await page.getByLabel('Phone number').fill('08031234567');
      await page.getByRole('button', { name: 'Purchase' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await successToast(page).filter({ hasNotText: 'Logged in' }).first().waitFor();

      await page.goto(`${stack.url}/dashboard`);
      // A phone: the recent transactions are a list of rows (a table from 1024 px).
      const recent = page.getByRole('list', { name: 'Recent transactions' });
      const row = recent.getByRole('listitem').filter({ hasText: planTitle }).first();
      await row.waitFor();
      // Each row's receipt link is named for its reference ("View receipt for <ref>").
      const receiptLink = row.getByRole('link', { name: /^View receipt for / });
      const txRef = ((await receiptLink.getAttribute('aria-label')) ?? '').replace(/^View receipt for /, '').trim();
      await receiptLink.click();
      await page.waitForURL(/\/dashboard\/receipt\/[^/]+$/);
      const receipt = page.getByLabel('Receipt');
      await receipt.getByText(txRef, { exact: true }).waitFor();
      await receipt.getByText(planTitle).first().waitFor();
    },
  },
  {
    name: 'the history remote loads on the first attempt (one manifest fetch, no runtime warning)',
    async run(context, stack) {
      const page = await context.newPage();
      await login(page, stack.url);
      // The dashboard's own recent-transactions widget loads history first; count only what follows.
      await page.getByRole('list', { name: 'Recent transactions' }).waitFor();
      let manifestFetches = 0;
      const runtimeWarnings: string[] = [];
      page.on('request', (request) => {
        if (/\/store\/remotes\/history\/[^/]+\/mf-manifest\.json$/.test(request.url())) manifestFetches += 1;
      });
      page.on('console', (message) => {
        if (/RUNTIME-\d+|remote entry/i.test(message.text())) runtimeWarnings.push(message.text());
      });
      await page.goto(`${stack.url}/dashboard/history`);
      await page.locator('[data-remote="history"]').waitFor();
      assert.deepEqual(runtimeWarnings, []);
      assert.equal(manifestFetches, 1, 'a retry refetches the manifest');
    },
  },
  {
    name: 'an unavailable wallet remote shows the fallback panel while bills keeps working; Retry recovers',
    async run(context, stack) {
      const page = await context.newPage();
      await login(page, stack.url);
      const unavailable = page.getByRole('heading', { name: 'This section is unavailable' });
      // The wallet remote's files cannot be fetched (its host is down), then come back.
      const walletFiles = '**/store/remotes/wallet/**';
      await page.route(walletFiles, (route) => route.abort());
      try {
        await page.goto(`${stack.url}/dashboard/wallet`);
        await unavailable.waitFor({ timeout: 20_000 });
        await page.getByRole('link', { name: 'Services' }).click();
        await page.getByRole('link', { name: /Data/ }).first().click();
        await page.getByLabel('Provider').waitFor();
        await page.getByRole('link', { name: 'Wallet' }).click();
        await unavailable.waitFor({ timeout: 20_000 });
      } finally {
        await page.unroute(walletFiles);
      }
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.locator('[data-remote="wallet"]').waitFor();
      assert.equal(await unavailable.count(), 0);
    },
  },
  {
    name: 'publish, promote and roll back a labelled bills build; nothing else changes',
    async run(context, stack) {
      const page = await context.newPage();
      await login(page, stack.url);
      const before = await liveOthers(stack, 'bills');
      const original = (await stack.releases.status()).remotes.bills!.live!;
      const label = `E2E build ${Date.now()}`;

      process.env.BUILD_LABEL = label;
      try {
        build('bills');
      } finally {
        delete process.env.BUILD_LABEL;
      }
      const { data } = await stack.releases.publish('bills', distOf('bills'));
      assert.notEqual(data.version, original);
      assert.equal((await stack.releases.status()).remotes.bills!.live, original, 'publish alone does not go live');

      await page.goto(`${stack.url}/dashboard/bills`);
      await page.getByRole('region', { name: 'All bills' }).waitFor();
      assert.equal(await page.getByText(label).count(), 0);

      await stack.releases.promote('bills', data.version);
      await servedLive(stack, 'bills', data.version);
      await page.reload();
      await page.getByText(label).waitFor();

      assert.equal((await stack.releases.rollback('bills')).data.to, original);
      await servedLive(stack, 'bills', original);
      await page.reload();
      await page.getByRole('region', { name: 'All bills' }).waitFor();
      assert.equal(await page.getByText(label).count(), 0, 'the rolled-back build shows no label');

      assert.deepEqual(await liveOthers(stack, 'bills'), before, 'the shell and other remotes are untouched');
    },
  },
];

/** Live version of every package except `changed` (a version names its content: same version, same files). */
async function liveOthers(stack: TestStack, changed: string) {
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

export const distOf = (target: string) => join(packageDir(target), 'dist');
