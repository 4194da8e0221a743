import { TEST_NAV } from '@topup/ui/src/testing/renderWithPlatform';
import { itDeclaresEveryScreen, itLinksOnlyToDeclaredPaths } from '@topup/ui/src/testing/remoteRoutes';
import declaration from '../remote.json';

describe('history remote routes', () => {
  itDeclaresEveryScreen(declaration, () => import('./routes'));

  itLinksOnlyToDeclaredPaths(declaration);

  it('names the screens others link to (receipt, history, tickets) as the platform fixture of other remotes\' tests has them', () => {
    for (const name of ['receipt', 'history', 'tickets', 'ticket']) {
      const declared = declaration.nav.find((entry) => 'name' in entry && entry.name === name);
      expect(declared?.to).toBe(TEST_NAV.find((entry) => entry.name === name)?.to);
    }
  });
});
