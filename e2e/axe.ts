// The accessibility check journeys run on a screen: axe-core's WCAG 2.1 A/AA rules.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is, one line each (empty when clean). Toasts are left out:
 * a toast still sliding in is measured half transparent (color-contrast on its text).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A quiet network is a hint, not a promise (a health report or a font may still be on its way on a
  // loaded machine); what must have finished loading says so with aria-busy, waited on below.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy forbids inline scripts.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }> };
    const axe = (window as unknown as { axe: { run(context: { exclude: string[][] }, options: object): Promise<Result> } }).axe;
    const result = await axe.run({ exclude: [['.Toastify']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}
