// Progressive delivery (issue 42, ADR 0034): a canary of bills with the plan 10 → 50 → 100 widens
// and completes by itself while browsers report it healthy (the canary watch runs every second
// here; the plan asks 20 loads and 0 minutes a step); a worse one is aborted at its first step and
// the release manager gets the e-mail (sandbox mailbox). The Releases screen's table shows it, axe
// clean in light and dark at 1280 and 390 px; the diff of the two versions names the changed bills files.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { test } from './fixtures';
import { buildLabelled, distOf, newReleaseManager, releaseManagerSignIn } from './releases';
import type { TestStack } from './stack';

const PLAN = { steps: [10, 50, 100], minLoads: 20, minutes: 0 };

/** One browser's batch of health reports, as the shell sends it (one batch a second stays under the per-client limit). */
async function report(stack: TestStack, shell: string, events: Array<{ version: string; kind: 'load' | 'render-error'; count: number }>) {
  const response = await fetch(`${stack.url}/api/v1/release-health/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shell, events: events.map((event) => ({ target: 'bills', ...event })) }),
  });
  assert.equal(response.status, 202, `health report answered ${response.status}`);
}

/** Reports `events` every 1.2 s until `done` says so (or a minute passes). */
async function reportUntil(stack: TestStack, shell: string, events: Parameters<typeof report>[2], done: () => Promise<boolean>, what: string) {
  for (let tries = 0; !(await done()); tries += 1) {
    if (tries > 50) throw new Error(`the canary watch never ${what}`);
    await report(stack, shell, events);
    await new Promise((resolve) => setTimeout(resolve, 1200));
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
  const shell = before.shell.live!;
  const label = buildLabelled('bills', 'Planned canary');
  const { data: published } = await stack.releases.publish('bills', distOf('bills'));
  const canary = published.version;
  assert.notEqual(canary, stable);

  // Healthy: as many loads as stable, no errors; the watch widens to 50, then completes.
  await stack.releases.canary('bills', canary, PLAN);
  const bills = async () => (await stack.releases.status()).remotes.bills!;
  const healthy = [
    { version: canary, kind: 'load' as const, count: PLAN.minLoads },
    { version: stable, kind: 'load' as const, count: PLAN.minLoads },
  ];
  await reportUntil(stack, shell, healthy, async () => (await bills()).live === canary, 'completed the healthy canary');
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
  await stack.releases.canary('bills', stable, PLAN);
  const broken = [
    { version: stable, kind: 'load' as const, count: PLAN.minLoads },
    { version: stable, kind: 'render-error' as const, count: PLAN.minLoads },
    { version: canary, kind: 'load' as const, count: PLAN.minLoads },
  ];
  await reportUntil(stack, shell, broken, async () => !(await bills()).canary, 'aborted the failing canary');
  const aborted = (await bills()).history.at(-1)!;
  assert.deepEqual([aborted.action, aborted.version, aborted.by], ['canary-abort', stable, 'system (canary watch)']);
  assert.equal((await bills()).live, canary, 'the completed version stays live');
  const subject = `Canary of bills ${stable} rolled back automatically`;
  for (let tries = 0; ; tries += 1) {
    const mails = (await (await fetch(`${stack.sandboxUrl}/sandbox/mail?to=${encodeURIComponent(manager.email)}`)).json()) as Array<{ subject: string; text: string }>;
    const mail = mails.find((m) => m.subject === subject);
    if (mail) {
      // Every load of it broke (20 of 20), judged at its first step.
      assert.match(mail.text, /render errors 100 % against 0 % on stable \(over 20 loads at 10 %\)/);
      break;
    }
    if (tries > 60) throw new Error(`no mail "${subject}" to the release manager`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // The release manager's table: bills live on the completed canary, the watch's abort flagged.
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const officeUrl = stack.url.replace('localhost', '127.0.0.1');
  await releaseManagerSignIn(page, officeUrl, manager);
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
