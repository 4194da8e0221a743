// What a journey can ask for besides Playwright's own `context` and `page`: the running product
// (`stack`, one per worker), a fresh registered `customer`, the seeded `demo` customer, and a
// `staff` member who signs in to the back office with TOTP.
import { test as base, type Page } from '@playwright/test';
import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import { DEMO, callApi, newCustomer, type Credentials } from './customers';
import { startTestStack, type TestStack } from './stack';

export type Customer = ReturnType<typeof newCustomer>;

export interface Staff extends Credentials {
  /** Signs in at /admin/login (password, then an authenticator code) and waits for /admin. */
  signIn(page: Page): Promise<void>;
  /** A staff access token through the API (password, then a code), for journeys that set things up. */
  apiToken(): Promise<string>;
}

/** The seeded admin (development seed). */
const ADMIN = { email: 'admin@example.com', password: 'Admin-pass-123' };

export const test = base.extend<{ customer: Customer; demo: Credentials; serverLogs: void }, { stack: TestStack; staff: Staff }>({
  stack: [
    async ({}, use) => {
      // E2E_RELEASE_STORE: the store e2e/global-setup.ts built and published once for all workers.
      const stack = await startTestStack({ releaseFrom: process.env.E2E_RELEASE_STORE });
      await use(stack);
      await stack.dispose();
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  // The end of the API, sandbox and web server logs goes with a failed test, as the old runner printed it.
  serverLogs: [
    async ({ stack }, use, testInfo) => {
      const from = stack.logs.length;
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server logs', { body: stack.logs.slice(Math.max(from, stack.logs.length - 40)).join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],

  customer: async ({ stack }, use) => {
    const customer = newCustomer('fresh');
    await callApi(stack, 'register/', { body: { ...customer, referral: '', password2: customer.password } });
    await use(customer);
  },

  demo: async ({}, use) => {
    await use(DEMO);
  },

  staff: [
    async ({ stack }, use) => {
      // The first sign-in on a stack shows the key to set the authenticator up; later ones only ask
      // for the code, and each code is accepted once.
      let secret = '';
      let lastCounter = -1;
      /** The next code of the authenticator, never one already used on this stack. */
      const nextCode = async (wait: (ms: number) => Promise<void>) => {
        assert.ok(secret, 'no authenticator key shown and none remembered');
        const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
        if (totp.counter() <= lastCounter) await wait(totp.remaining() + 100);
        lastCounter = totp.counter();
        return totp.generate();
      };
      await use({
        ...ADMIN,
        async signIn(page) {
          await page.context().clearCookies();
          await page.goto(`${stack.url}/admin/login`);
          await page.getByLabel('Email').fill(ADMIN.email);
          await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
          await page.getByRole('button', { name: 'Continue' }).click();
          const code = page.getByLabel('Authenticator code');
          await code.waitFor();
          const key = page.locator('.staff-login__setup code');
          if (await key.count()) secret = (await key.textContent()) ?? '';
          await code.fill(await nextCode((ms) => page.waitForTimeout(ms)));
          await page.getByRole('button', { name: 'Sign in' }).click();
          await page.waitForURL(`${stack.url}/admin`);
        },
        async apiToken() {
          const start = await callApi<{ challenge: string; setup?: { secret: string } }>(stack, 'admin/auth/login/', { body: ADMIN });
          if (start.setup?.secret) secret = start.setup.secret;
          const code = await nextCode((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
          const finish = await callApi<{ access: string }>(stack, 'admin/auth/totp/', { body: { challenge: start.challenge, code } });
          return finish.access;
        },
      });
    },
    { scope: 'worker' },
  ],
});

/** The seeded demo customer's transaction PIN (README). */
export const DEMO_PIN = '1234';

/**
 * Answers a payment's confirmation dialog: types the transaction PIN into its four
 * boxes and presses Yes. Every journey that pays goes through it.
 */
export async function confirmPayment(page: Page, pin = DEMO_PIN): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('PIN digit 1 of 4').click();
  await page.keyboard.type(pin);
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

export { expect } from '@playwright/test';
