// A bad canary rolled back by the system (ADR 0022): bills built to throw on
// render (BUILD_FAULT=render) is the canary for half of the signed-in customers. A customer in its
// share sees "This section is unavailable" and the browser reports the render error; simulated
// traffic (more page loads of customers on both sides: a registry answer each, its ticket, its
// reports through the real report endpoint) makes its error rate worse than stable's over the
// minimum sample; the canary watch aborts it, as the
// system, and that customer's reload runs the stable bills.
import assert from 'node:assert/strict';
import { inCanary } from '../deploy/src/registry-answer';
import { loginAs } from './customers';
import { test } from './fixtures';
import { browserReports, servedTo, signedUpCustomer, type SignedUpCustomer } from './health';
import { buildLabelled, distOf } from './releases';

const PERCENT = 50;
/** The API's defaults (docs/operations.md, Configuration): judged over 50 loads, worse by more than 5 points. */
const MIN_LOADS = 50;

test('canary: bills that throws on render, for half of the customers, is rolled back by the system; its customers get stable on reload', async ({ context, stack }) => {
  test.setTimeout(180_000);
  const registry = await stack.releases.status();
  const stable = registry.remotes.bills!.live!;
  process.env.BUILD_FAULT = 'render';
  let label: string;
  try {
    label = buildLabelled('bills', 'Bad canary');
  } finally {
    delete process.env.BUILD_FAULT;
  }
  const { data: published } = await stack.releases.publish('bills', distOf('bills'));
  const canary = published.version;
  assert.notEqual(canary, stable);
  await stack.releases.canary('bills', canary, PERCENT);

  // A customer in the canary's share, and one outside it (each sign-up draws a bucket).
  let inside: SignedUpCustomer | undefined;
  let outside: SignedUpCustomer | undefined;
  for (let tries = 0; (!inside || !outside) && tries < 30; tries += 1) {
    const candidate = await signedUpCustomer(stack);
    if (inCanary('bills', { version: canary, percent: PERCENT }, candidate.id)) inside ??= candidate;
    else outside ??= candidate;
  }
  assert.ok(inside && outside, 'customers on both sides of the canary');
  for (let tries = 0; (await servedTo(stack, inside.access)) !== canary; tries += 1) {
    if (tries > 40) throw new Error('the web server never served the canary');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.equal(await servedTo(stack, outside.access), stable, 'a customer outside the share gets stable');

  // The canary customer's browser: bills breaks on render; the area says so; the error is reported.
  const page = await context.newPage();
  const renderError = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/release-health/') && (response.request().postData() ?? '').includes(`"version":"${canary}","kind":"render-error"`),
    { timeout: 60_000 },
  );
  await loginAs(page, stack, inside.customer);
  await page.waitForURL(`${stack.url}/dashboard`);
  await page.goto(`${stack.url}/dashboard/bills`);
  await page.getByRole('heading', { name: 'This section is unavailable' }).waitFor({ timeout: 30_000 });
  assert.equal((await renderError).status(), 202, 'the render error was reported');
  assert.equal(await page.getByText(label).count(), 0);

  // More page loads of canary customers (a forged or anonymous count would not count): every canary
  // load breaks on render, stable's do not.
  for (let browser = 0; browser < MIN_LOADS; browser += 1) {
    assert.equal(await browserReports(stack, inside.access, ['load', 'render-error']), canary);
    assert.equal(await browserReports(stack, outside.access, ['load']), stable);
  }

  // The canary watch (every second here) aborts it as the system, in the history.
  let track = (await stack.releases.status()).remotes.bills!;
  for (let tries = 0; track.canary; tries += 1) {
    if (tries > 60) throw new Error('the canary watch never rolled the canary back');
    await new Promise((resolve) => setTimeout(resolve, 500));
    track = (await stack.releases.status()).remotes.bills!;
  }
  assert.equal(track.live, stable, 'stable stays live');
  const steps = track.history.filter((entry) => entry.version === canary);
  assert.deepEqual(steps.map((entry) => entry.action), ['publish', 'canary', 'canary-abort']);
  assert.equal(steps.at(-1)!.by, 'system (canary watch)');

  // The customer who had the canary reloads: stable bills, working.
  for (let tries = 0; (await servedTo(stack, inside.access)) !== stable; tries += 1) {
    if (tries > 40) throw new Error('the web server still serves the aborted canary');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await page.reload();
  await page.getByRole('region', { name: 'All bills' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'This section is unavailable' }).count(), 0);
});
