import { PURCHASE_KINDS } from '@topup/rules';
import { TEST_NAV } from '@topup/ui/src/testing/renderWithPlatform';
import { billPath } from './billPath';
import { itDeclaresEveryScreen } from '@topup/ui/src/testing/remoteRoutes';
import declaration from '../remote.json';

describe('bills remote routes', () => {
  itDeclaresEveryScreen(declaration, () => import('./routes'));

  it('declares one route and one services entry per purchase kind', () => {
    for (const kind of PURCHASE_KINDS) {
      expect(declaration.routes).toContain(`/dashboard/bills/${kind.slug}`);
      expect(declaration.nav).toContainEqual(expect.objectContaining({ label: kind.label, to: `/dashboard/bills/${kind.slug}` }));
      expect(billPath(kind.slug)).toBe(`/dashboard/bills/${kind.slug}`);
    }
  });

  it('links only to paths it declares, and names its list of bills for others (as the platform fixture has it)', () => {
    for (const entry of declaration.nav) expect(declaration.routes).toContain(entry.to);
    // 'bills-<kind>': the forms a receipt's "Repeat this" opens (ADR 0027).
    for (const name of ['bills', 'bills-airtime', 'bills-data', 'bills-cable', 'bills-electricity']) {
      const named = declaration.nav.find((entry) => 'name' in entry && entry.name === name);
      expect(named?.to).toBe(TEST_NAV.find((entry) => entry.name === name)?.to);
    }
  });
});
