// `npm run test:e2e`: the journeys in e2e/*.e2e.ts on Debian's chromium (never a downloaded
// browser), each worker against a stack of its own (e2e/fixtures.ts). How to add one: e2e/README.md.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './e2e/browser';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  outputDir: '.e2e-artifacts/results',
  reporter: [['line'], ['html', { outputFolder: 'e2e-report', open: 'never' }], ['./e2e/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
    // The journeys watch and cut the app's own traffic: no service worker (e2e/app.e2e.ts allows it).
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 } } },
    // Only the journeys whose way through differs on a laptop (docked side menu, no bottom bar).
    { name: 'desktop', grep: /@desktop/, use: { viewport: { width: 1280, height: 800 } } },
  ],
});
