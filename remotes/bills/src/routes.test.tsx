import { PURCHASE_KINDS } from '@topup/rules';
import declaration from '../remote.json';

describe('bills remote routes', () => {
  it('has a screen for every path remote.json declares, and declares every screen', async () => {
    // routesFor throws at import when they disagree.
    const remote = (await import('./routes')).default;
    expect(remote.routes.map((r) => r.path)).toEqual(declaration.routes);
  });

  it('declares one route and one services entry per purchase kind', () => {
    for (const kind of PURCHASE_KINDS) {
      expect(declaration.routes).toContain(`/dashboard/bills/${kind.slug}`);
      expect(declaration.nav).toContainEqual(expect.objectContaining({ label: kind.label, to: `/dashboard/bills/${kind.slug}` }));
    }
  });
});
