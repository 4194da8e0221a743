import { itDeclaresEveryScreen, itLinksOnlyToDeclaredPaths } from '@topup/ui/src/testing/remoteRoutes';
import declaration from '../remote.json';

describe('shop remote routes', () => {
  itDeclaresEveryScreen(declaration, () => import('./routes'));

  itLinksOnlyToDeclaredPaths(declaration);
});
