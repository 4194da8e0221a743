import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags of ../shared/design/CONVENTIONS.md; playwright.config.ts launches with them too. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's chromium with a fresh profile; playwright never downloads a browser here. The journeys
 * watch and cut the app's own network traffic, so the service worker is kept out of them
 * (playwright.config.ts blocks it too; e2e/app.e2e.ts allows it for the journey that checks it).
 */
export async function launchChromium(options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'topup-chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    viewport: { width: 412, height: 915 },
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
}
