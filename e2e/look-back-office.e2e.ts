// The back office's look checks (ADR 0013, as look.e2e.ts does for customers): every back-office screen at
// 360 and 390 px and at 1280 px, light and dark: axe clean, no sideways scrolling of the page, and
// no table wider than its page (at 1280 px every column in view). One sign-in (each needs a fresh
// authenticator code), then the viewport and the theme change between passes. Screenshots in
// .e2e-artifacts/look/admin-*.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { AIRTIME, COMPLAINT_REASONS, PACKAGE_TYPE, THEME_STORAGE_KEY, VENDOR_MONTHLY_VOLUMES, shopOrderPayable } from '@topup/rules';
import { REPO_ROOT } from '../deploy/src/paths';
import { axeViolations } from './axe';
import { DEMO, callApi, newCustomer } from './customers';
import { DEMO_PIN, test } from './fixtures';
import { tableFitProblems } from './tables';

const SHOTS = join(REPO_ROOT, '.e2e-artifacts', 'look');

/** Each screen by the path the menu opens; a detail page by the first row its list links to. */
const SCREENS: Array<{ name: string; path: string; firstLinkTo?: RegExp }> = [
  { name: 'overview', path: '/admin' },
  { name: 'transactions', path: '/admin/transactions' },
  { name: 'transaction', path: '/admin/transactions', firstLinkTo: /^\/admin\/transactions\/\d+$/ },
  { name: 'customers', path: '/admin/customers' },
  { name: 'customer', path: '/admin/customers', firstLinkTo: /^\/admin\/customers\/\d+$/ },
  { name: 'kyc', path: '/admin/kyc' },
  { name: 'vendors', path: '/admin/vendors' },
  { name: 'orders', path: '/admin/orders' },
  { name: 'airtime-cash', path: '/admin/airtime-cash' },
  { name: 'complaints', path: '/admin/complaints' },
  { name: 'audit', path: '/admin/audit' },
  { name: 'staff', path: '/admin/staff' },
  { name: 'releases', path: '/admin/releases' },
  { name: 'password', path: '/admin/password' },
];

const PASSES = [360, 390, 1280].flatMap((width) => (['light', 'dark'] as const).map((theme) => ({ width, theme })));

/** The outermost elements that end past the viewport's right edge: what makes a page scroll sideways. */
const widerThanViewport = (page: Page) =>
  page.evaluate(() => {
    const past = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5);
    return past
      .filter((el) => !past.includes(el.parentElement!))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} ends at ${Math.round(el.getBoundingClientRect().right)} px`);
  });

async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
}

/** A customer with a long e-mail, made staff below: the widest row the Staff list shows, whatever other journeys added. */
const LONG = newCustomer('look-back-office-with-a-long-address');

// Every queue gets a row of the widest kind before the first look, so the fit checks do not depend
// on which journeys ran first: the demo customer buys airtime (the transaction screens) and reports a
// problem with it and orders the cheapest gadget to a long address; the long-address customer asks for airtime to cash, applies to be a vendor with a
// long business name and sends a proof of address after a BVN check.
test.beforeAll(async ({ stack }) => {
  await callApi(stack, 'register/', { body: { ...LONG, referral: '', password2: LONG.password } });
  const { access: token } = await callApi<{ access: string }>(stack, 'auth/login/', { body: DEMO });
  const mtn = (await callApi<Array<{ id: number; title: string }>>(stack, `get-package/${AIRTIME.packageType}/`, { token })).find((p) => p.title === 'MTN')!;
  const bought = await callApi<{ tx_ref: string }>(stack, 'purchase-airtime/', { token, pin: DEMO_PIN, body: { package_id: mtn.id, phone_number: '08031234567', amount: 100 } });
  const products = await callApi<Array<{ id: number; amount: number; discount: number }>>(stack, 'get-featured-products/', { token });
  const cheapest = products.reduce((a, b) => (shopOrderPayable(1, b.amount, b.discount) < shopOrderPayable(1, a.amount, a.discount) ? b : a));
  const address = 'Flat 12, Block C, Adeniyi Jones Avenue, off Allen Avenue roundabout, Ikeja, Lagos State';
  await callApi(stack, 'create-order/', { token, pin: DEMO_PIN, body: { product_id: cheapest.id, quantity: 1, amount: shopOrderPayable(1, cheapest.amount, cheapest.discount), phone: '08031234567', address } });
  await callApi(stack, 'complaints/', { token, body: { tx_ref: bought.tx_ref, reason: COMPLAINT_REASONS[0], message: 'The airtime never arrived on the number I bought it for, although the wallet was debited.' } });

  const { access: long } = await callApi<{ access: string }>(stack, 'auth/login/', { body: LONG });
  const mtnToCash = (await callApi<Array<{ id: number; title: string }>>(stack, `get-package/${PACKAGE_TYPE.airtimeToCash}/`, { token })).find((p) => p.title === 'MTN')!;
  await callApi(stack, 'convert-airtime-to-cash/', { token: long, body: { phone: '08031234567', amount_transferred: 50000, package_id: mtnToCash.id } });
  await callApi(stack, 'vendor/apply/', { token: long, body: { business_name: 'Ikeja Computer Village Wholesale Airtime and Data Distributors Limited', phone: '08031234567', monthly_volume: VENDOR_MONTHLY_VOLUMES.at(-1) } });
  await callApi(stack, 'kyc/verify-identity/', { token: long, body: { kind: 'bvn', number: `22${String(Date.now()).slice(-8)}7` } });
  await callApi(stack, 'kyc/address-document/', { token: long, body: { file_name: 'electricity-bill-for-the-flat-at-twelve-allen-avenue-ikeja.pdf', content_type: 'application/pdf', data: Buffer.from('%PDF-1.4 proof of address').toString('base64') } });
});

test('look: every back-office screen at 360, 390 and 1280 px, light and dark: axe clean, no sideways scroll, tables fit', async ({ context, stack, staff }) => {
  // 84 screens, each settled, screenshotted in full and checked by axe, behind one sign-in (a second
  // would wait for a fresh authenticator code): about 6 minutes on a slow 2-core host beside the other
  // worker, which the former 6-minute limit left no room for.
  test.setTimeout(15 * 60_000);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await staff.signIn(page);
  await page.goto(`${stack.url}/admin/staff`);
  await page.getByLabel('E-mail of an existing account').fill(LONG.email);
  await page.getByRole('button', { name: 'Give the role' }).click();
  await page.getByRole('cell', { name: LONG.email, exact: true }).waitFor();
  mkdirSync(SHOTS, { recursive: true });
  const problems: string[] = [];
  for (const { width, theme } of PASSES) {
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 });
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
    for (const screen of SCREENS) {
      let path = screen.path;
      if (screen.firstLinkTo) {
        await page.goto(`${stack.url}${screen.path}`);
        await settled(page);
        // The list's rows may come after its heading: wait for the first link of the kind wanted.
        const found = await page
          .waitForFunction(
            (pattern) => [...document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href') ?? '').find((href) => new RegExp(pattern).test(href)),
            screen.firstLinkTo.source,
            { timeout: 10_000 },
          )
          .then((handle) => handle.jsonValue())
          .catch(() => undefined);
        if (!found) {
          problems.push(`${screen.name} at ${width} px, ${theme}: no row on ${screen.path} to open`);
          continue;
        }
        path = found;
      }
      await page.goto(`${stack.url}${path}`);
      await settled(page);
      const where = `${screen.name} at ${width} px, ${theme}`;
      if ((await page.evaluate(() => document.documentElement.dataset.theme ?? '')) !== theme) problems.push(`${where}: the page is not in the ${theme} theme`);
      await page.screenshot({ path: join(SHOTS, `admin-${screen.name}-${width}-${theme}.png`), fullPage: true });
      for (const violation of await axeViolations(page)) problems.push(`${where}: ${violation}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${where}: the page scrolls sideways by ${overflow} px (${(await widerThanViewport(page)).join(', ')})`);
      for (const clipped of await tableFitProblems(page, { wide: width >= 1024 })) problems.push(`${where}: ${clipped}`);
    }
  }
  // What a row's action asks in a dialog (ADR 0028): Decline's reason and Approve's confirmation, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [button, name] of [['Decline', /^Decline .+\?$/], ['Approve', /^Approve .+\?/]] as const) {
    await page.goto(`${stack.url}/admin/airtime-cash`);
    await page.getByRole('table', { name: 'Open requests' }).getByRole('button', { name: new RegExp(`^${button} `) }).first().click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await page.screenshot({ path: join(SHOTS, `admin-airtime-cash-${button.toLowerCase()}-390-dark.png`) });
    for (const violation of await axeViolations(page)) problems.push(`airtime-cash ${button} dialog at 390 px: ${violation}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  if (problems.length) throw new Error(`${problems.length} problem(s):\n${problems.join('\n')}`);
});
