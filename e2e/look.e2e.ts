// The look-and-feel checks (ADR 0013): the key screens at phone widths (360 once, 390) and a laptop width, light and dark, each
// screenshotted (.e2e-artifacts/look/) and checked with axe-core (WCAG 2.1 A and AA), for
// sideways scrolling and for tables that do not fit (every column in view at 1280 px). A journey fails listing every violation it found, not just the first.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { AIRTIME, EDUCATION, ELECTRICITY, THEME_STORAGE_KEY } from '@topup/rules';
import { REPO_ROOT } from '../deploy/src/paths';
import { DEMO, callApi, login } from './customers';
import { DEMO_PIN, test } from './fixtures';
import { tableFitProblems } from './tables';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = join(REPO_ROOT, '.e2e-artifacts', 'look');
/** LOOK_DOCS=1 copies the dashboard and receipt shots into docs/screenshots for the team. */
const DOCS = join(REPO_ROOT, 'docs', 'screenshots');

interface Screen {
  name: string;
  path: string | ((page: Page, base: string) => Promise<string | null>);
  public?: boolean;
  /** Why a screen whose path function found nothing is skipped. */
  skipped?: string;
}

const SCREENS: Screen[] = [
  { name: 'home', path: '/', public: true },
  { name: 'login', path: '/auth/login', public: true },
  { name: 'register', path: '/auth/register', public: true },
  { name: 'dashboard', path: '/dashboard' },
  { name: 'airtime', path: '/dashboard/bills/airtime' },
  { name: 'data', path: '/dashboard/bills/data' },
  { name: 'cable', path: '/dashboard/bills/cable' },
  { name: 'electricity', path: '/dashboard/bills/electricity' },
  { name: 'education', path: '/dashboard/bills/education' },
  { name: 'airtime-to-cash', path: '/dashboard/bills/airtime-cash' },
  { name: 'wallet', path: '/dashboard/wallet' },
  { name: 'wallet-transfer', path: '/dashboard/wallet-transfer' },
  { name: 'history', path: '/dashboard/history' },
  { name: 'tickets', path: '/dashboard/history/tickets' },
  {
    name: 'receipt',
    // The newest of the demo customer's transactions (the airtime bought below, before the first look).
    path: async (page, base) => {
      await page.goto(`${base}/dashboard/history`);
      await settle(page);
      const link = page.getByRole('link', { name: /^View receipt for / }).first();
      if (!(await link.count())) return null;
      return (await link.getAttribute('href')) ?? '/dashboard/history';
    },
    skipped: 'the demo customer has no transactions yet',
  },
  { name: 'shop', path: '/dashboard/shop' },
  {
    name: 'product',
    // The first product of the dashboard's featured strip (the seeded catalogue has some).
    path: async (page, base) => {
      await page.goto(`${base}/dashboard`);
      await settle(page);
      const link = page.locator('a[href*="/dashboard/shop/product-detail/"]').first();
      if (!(await link.count())) return null;
      return await link.getAttribute('href');
    },
    skipped: 'no featured product to open',
  },
  { name: 'settings', path: '/dashboard/setting' },
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Skeletons and spinners gone: the screen as people see it once loaded.
  await page.locator('[aria-busy="true"], .spinner').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
}

async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy forbids inline scripts.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

function lookJourney(width: number, theme: 'light' | 'dark') {
  test(`look: key screens at ${width} px, ${theme}: no axe violations, no sideways scroll`, async ({ context, stack }) => {
    // Every key screen settled, screenshotted and checked by axe: longer than the default 60 s when busy.
    test.slow();
    await context.clearCookies();
    const page = await context.newPage();
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
    mkdirSync(SHOTS, { recursive: true });
    const problems: string[] = [];
    let loggedIn = false;
    for (const screen of SCREENS) {
      if (!screen.public && !loggedIn) {
        await login(page, stack.url);
        loggedIn = true;
      }
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(page, stack.url);
      if (path === null) {
        console.log(`      (${screen.name} skipped: ${screen.skipped ?? 'nothing to open'})`);
        continue;
      }
      await page.goto(`${stack.url}${path}`);
      await settle(page);
      const shot = join(SHOTS, `${screen.name}-${width}-${theme}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      if (process.env.LOOK_DOCS && ['dashboard', 'receipt', 'history'].includes(screen.name)) {
        mkdirSync(DOCS, { recursive: true });
        copyFileSync(shot, join(DOCS, `${screen.name}-${width}-${theme}.png`));
      }
      for (const v of await axeViolations(page)) {
        problems.push(`${screen.name}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${screen.name}: scrolls sideways by ${overflow} px`);
      for (const clipped of await tableFitProblems(page, { wide: width >= 1024 })) problems.push(`${screen.name}: ${clipped}`);
    }
    await page.close();
    if (problems.length) throw new Error(`${problems.length} problem(s) at ${width} px, ${theme}:\n${problems.join('\n')}`);
  });
}

// The receipt screen needs a transaction of the demo customer's, whichever journeys ran before on this stack; History's
// widest rows come from an electricity token and two exam pins (Serial and PIN lines).
test.beforeAll(async ({ stack }) => {
  const { access: token } = await callApi<{ access: string }>(stack, 'auth/login/', { body: DEMO });
  const packages = (type: number) => callApi<Array<{ id: number; title: string }>>(stack, `get-package/${type}/`, { token });
  const meter = '45012345678';
  const ikeja = (await packages(ELECTRICITY.packageType)).find((p) => p.title.startsWith('Ikeja'))!;
  await callApi(stack, `verify-meter-number/${ikeja.id}/${meter}/prepaid/`, { token });
  await callApi(stack, ELECTRICITY.route, {
    token,
    body: { package_id: ikeja.id, meter_no: meter, meter_type: 'prepaid', amount: 1000, phone_number: '08031234567' },
    pin: DEMO_PIN,
  });
  const waec = (await packages(EDUCATION.packageType)).find((p) => p.title === 'WAEC')!;
  await callApi(stack, EDUCATION.route, { token, body: { package_id: waec.id, variation_code: 'waecdirect', quantity: 2, phone_number: '08031234567' }, pin: DEMO_PIN });
  const [mtn] = await packages(AIRTIME.packageType);
  await callApi(stack, AIRTIME.route, { token, body: { package_id: mtn!.id, phone_number: '08031234567', amount: 100 }, pin: DEMO_PIN });
});

// 360 px (the narrowest phone the app supports) once, in light: every screen fits without sideways scroll.
lookJourney(360, 'light');
lookJourney(390, 'light');
lookJourney(390, 'dark');
lookJourney(1280, 'light');
lookJourney(1280, 'dark');
