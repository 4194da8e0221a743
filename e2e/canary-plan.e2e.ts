// Progressive delivery (ADR 0034): a canary of bills with the plan 10 → 50 → 100 widens
// and completes by itself while browsers report it healthy (the canary watch runs every second
// here; the plan asks 20 loads and 0 minutes a step). Each simulated page load is a signed-in
// customer's registry answer and one report under its ticket (ADR 0022 amendment 3), customers in
// the canary's share and outside it (e2e/health.ts); a worse one is aborted at its first step and
// the release manager gets the e-mail (sandbox mailbox). The Releases screen's table shows it, axe
// clean in light and dark at 1280 and 390 px; the diff of the two versions names the changed bills files.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { inCanary } from '../deploy/src/registry-answer';
import { axeViolations } from './axe';
import { test } from './fixtures';
import { browserReports, servedTo, signedUpCustomer, type HealthKind, type SignedUpCustomer } from './health';
import { buildLabelled, distOf, newReleaseManager, staffFirstSignIn } from './releases';
import type { TestStack } from './stack';

const PLAN = { steps: [10, 50, 100], minLoads: 20, minutes: 0 };

/**
 * Customers placed on each side of a canary of bills at `percent` (the placement hashes the target,
 * the version and the customer), drawn from `pool` and, when it has too few, from new sign-ups.
 */
async function placed(stack: TestStack, pool: SignedUpCustomer[], version: string, percent: number, want: { inside: number; outside: number }) {
  const side = (inside: boolean) => pool.filter((c) => inCanary('bills', { version, percent }, c.id) === inside);
  for (let tries = 0; side(true).length < want.inside || side(false).length < want.outside; tries += 1) {
    if (tries > 150) throw new Error(`too few customers in the ${percent} % canary of ${version} after ${tries} sign-ups`);
    pool.push(await signedUpCustomer(stack, 'plan'));
  }
  return { inside: side(true).slice(0, want.inside), outside: side(false).slice(0, want.outside) };
}

/** Waits (up to 15 s) until the web server serves `version` of bills to this customer. */
async function servedWithin(stack: TestStack, access: string, version: string, what: string) {
  const deadline = Date.now() + 15_000;
  while ((await servedTo(stack, access)) !== version) {
    if (Date.now() > deadline) throw new Error(`the web server never served ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Until `done` says so: every customer's browser loads the app once (a registry answer, a report under its ticket), then a short pause. */
async function loadUntil(stack: TestStack, customers: SignedUpCustomer[], kinds: (served: string) => HealthKind[], done: () => Promise<boolean>, what: string) {
  for (let rounds = 0; !(await done()); rounds += 1) {
    if (rounds > 100) throw new Error(`the canary watch never ${what}`);
    for (const customer of customers) await browserReports(stack, customer.access, kinds);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function axeLightAndDark(page: Page, where: string): Promise<string[]> {
  const problems = (await axeViolations(page)).map((v) => `${where}, light: ${v}`);
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  const drawer = await openMenu.isVisible();
  if (drawer) await openMenu.click();
  await page.getByRole('switch', { name: 'Night Mode' }).click();
  if (drawer) await page.getByRole('button', { name: 'Close menu' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  problems.push(...(await axeViolations(page)).map((v) => `${where}, dark: ${v}`));
  if (drawer) await openMenu.click();
  await page.getByRole('switch', { name: 'Night Mode' }).click();
  if (drawer) await page.getByRole('button', { name: 'Close menu' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme !== 'dark');
  return problems;
}

test('canary plan 10 → 50 → 100: a healthy canary completes by itself, a worse one aborts at its first step and the release manager is e-mailed; the table shows it, the diff names the changed bills files, axe clean', async ({ context, stack, staff }) => {
  test.setTimeout(300_000);
  const manager = await newReleaseManager(stack, staff);
  const before = await stack.releases.status();
  const stable = before.remotes.bills!.live!;
  const label = buildLabelled('bills', 'Planned canary');
  const { data: published } = await stack.releases.publish('bills', distOf('bills'));
  const canary = published.version;
  assert.notEqual(canary, stable);

  // Signed-in customers on both sides of each canary's first step (10 %): the healthy canary's, and
  // the worse one's (the former stable version, placed afresh: the placement hashes the version).
  const pool: SignedUpCustomer[] = [];
  const healthyGroup = await placed(stack, pool, canary, PLAN.steps[0]!, { inside: 2, outside: 3 });
  const brokenGroup = await placed(stack, pool, stable, PLAN.steps[0]!, { inside: 2, outside: 2 });

  // Healthy: every browser loads whatever it is served without an error; the watch widens to 50
  // (more of the same customers then get the canary), then completes.
  await stack.releases.canary('bills', canary, PLAN);
  const bills = async () => (await stack.releases.status()).remotes.bills!;
  await loadUntil(stack, [...healthyGroup.inside, ...healthyGroup.outside], () => ['load'], async () => (await bills()).live === canary, 'completed the healthy canary');
  const steps = (await bills()).history.filter((entry) => entry.version === canary && entry.action !== 'publish');
  assert.deepEqual(
    steps.map((entry) => [entry.action, entry.percent ?? null, entry.by]),
    [
      ['canary', 10, steps[0]!.by],
      ['canary', 50, 'system (canary watch)'],
      ['promote', null, 'system (canary watch)'],
    ],
  );
  assert.deepEqual(steps[0]!.steps, PLAN.steps);

  // Worse: the former stable as a planned canary whose loads break on render; aborted at 10 %.
  // Its customers' browsers make exactly the step's minimum of loads, each breaking on render;
  // the others load the completed version without an error.
  // The web server reads the registry on its own schedule: first it serves the completed version to
  // everyone (until then the former stable it still serves would pass for the new canary), then the
  // new canary to its share.
  await servedWithin(stack, brokenGroup.inside[0]!.access, canary, 'the completed version');
  await stack.releases.canary('bills', stable, PLAN);
  await servedWithin(stack, brokenGroup.inside[0]!.access, stable, 'the new canary');
  for (let load = 0; load < PLAN.minLoads; load += 1) {
    const inside = brokenGroup.inside[load % brokenGroup.inside.length]!;
    const outside = brokenGroup.outside[load % brokenGroup.outside.length]!;
    assert.equal(await browserReports(stack, inside.access, ['load', 'render-error']), stable, 'a customer in the share gets the canary');
    assert.equal(await browserReports(stack, outside.access, ['load']), canary, 'a customer outside the share gets the completed version');
  }
  for (let tries = 0; (await bills()).canary; tries += 1) {
    if (tries > 60) throw new Error('the canary watch never aborted the failing canary');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const aborted = (await bills()).history.at(-1)!;
  assert.deepEqual([aborted.action, aborted.version, aborted.by], ['canary-abort', stable, 'system (canary watch)']);
  assert.equal((await bills()).live, canary, 'the completed version stays live');
  const subject = `Canary of bills ${stable} rolled back automatically`;
  for (let tries = 0; ; tries += 1) {
    const mails = (await (await fetch(`${stack.sandboxUrl}/sandbox/mail?to=${encodeURIComponent(manager.email)}`)).json()) as Array<{ subject: string; text: string }>;
    const mail = mails.find((m) => m.subject === subject);
    if (mail) {
      // Every load of it broke (20 of 20), judged at its first step.
      assert.match(mail.text, new RegExp(`render errors 100 % against 0 % on stable \\(over ${PLAN.minLoads} loads at 10 %\\)`));
      break;
    }
    if (tries > 60) throw new Error(`no mail "${subject}" to the release manager`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // The release manager's table: bills live on the completed canary, the watch's abort flagged.
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const officeUrl = stack.url.replace('localhost', '127.0.0.1');
  await staffFirstSignIn(page, officeUrl, manager);
  const table = page.getByRole('table', { name: 'Every target at a glance' });
  await table.waitFor();
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'bills', exact: true }) });
  await row.getByText(`The canary watch aborted ${stable}`, { exact: false }).waitFor();
  assert.match((await row.textContent()) ?? '', new RegExp(`canary-abort ${stable}.*by system \\(canary watch\\)`));
  const problems = await axeLightAndDark(page, 'releases, 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  problems.push(...(await axeLightAndDark(page, 'releases, 390 px')));
  // The row opens the target's page at its own URL.
  await row.getByRole('link', { name: 'bills', exact: true }).click();
  await page.waitForURL(`${officeUrl}/admin/releases/bills`);
  await page.getByRole('region', { name: 'Releases of bills' }).waitFor();
  problems.push(...(await axeViolations(page)).map((v) => `bills page, 390 px: ${v}`));

  // What changed: the promote confirmation of the former stable links to the diff, which names
  // the bills files the new build changed and both build labels.
  await page.getByRole('button', { name: `Promote ${stable}` }).click();
  await page.getByRole('dialog').getByRole('link', { name: `What changed from ${canary} to ${stable}` }).click();
  await page.waitForURL(/\/admin\/releases\/bills\/diff\?from=/);
  const files = page.getByRole('table', { name: 'Files added, removed and changed' });
  await files.waitFor();
  const changedScripts = files.getByRole('row').filter({ hasText: /\.js\s*changed/ });
  assert.ok((await changedScripts.count()) >= 1, 'a changed bills script is named');
  await page.getByRole('table', { name: 'The two versions' }).getByText(label).waitFor();
  problems.push(...(await axeViolations(page)).map((v) => `diff page, 390 px: ${v}`));
  assert.deepEqual(problems, []);
});
