// Helpers for journeys and the web measurements: API calls, fresh sign-ups, UI logins, the demo customer.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { TestStack } from './stack';

export interface Credentials {
  email: string;
  password: string;
}

export const DEMO = { email: 'demo@example.com', password: 'Demo-pass-123' };

export const successToast = (page: Page, text: string) => page.locator('.Toastify__toast--success').filter({ hasText: text });

export async function callApi<T>(stack: TestStack, path: string, init: { token?: string; body?: unknown; pin?: string } = {}): Promise<T> {
  const response = await fetch(`${stack.url}/api/v1/${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      // A debit of an account with a transaction PIN (the demo customer's).
      ...(init.pin ? { 'x-transaction-pin': init.pin } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as { data: T };
  assert.ok(response.ok, `${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

export async function usernameOf(stack: TestStack, credentials: Credentials): Promise<string> {
  const { access } = await callApi<{ access: string }>(stack, 'auth/login/', { body: credentials });
  return (await callApi<{ username: string }>(stack, 'get-user/', { token: access })).username;
}

export function newCustomer(tag: string) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    first_name: 'Ada',
    last_name: `E2e${tag}`,
    email: `e2e-${tag}-${unique}@example.com`,
    phone_no: `080${unique.slice(-8)}`,
    password: 'E2e-pass-123',
  };
}

export async function loginAs(page: Page, stack: TestStack, credentials: Credentials) {
  await page.goto(`${stack.url}/auth/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs the demo customer in (a fresh session) and keeps the dashboard's notification sheet out of the way. */
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
