import { TEST_NAV } from '@topup/ui/src/testing/renderWithPlatform';
import declaration from '../remote.json';

describe('history remote routes', () => {
  it('has a screen for every path remote.json declares, and declares every screen', async () => {
    // routesFor throws at import when they disagree.
    const remote = (await import('./routes')).default;
    expect(remote.routes.map((r) => r.path)).toEqual(declaration.routes);
  });

  it('links only to paths it declares: every navigation entry is one of its routes, exactly', () => {
    for (const entry of declaration.nav) expect(declaration.routes).toContain(entry.to);
  });

  it('names the screens others link to (receipt, history, tickets) as the platform fixture of other remotes\' tests has them', () => {
    for (const name of ['receipt', 'history', 'tickets', 'ticket']) {
      const declared = declaration.nav.find((entry) => 'name' in entry && entry.name === name);
      expect(declared?.to).toBe(TEST_NAV.find((entry) => entry.name === name)?.to);
    }
  });
});
