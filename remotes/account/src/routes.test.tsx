import { paths } from '@topup/platform';
import declaration from '../remote.json';

describe('account remote routes', () => {
  it('has a screen for every path remote.json declares, and declares every screen', async () => {
    // routesFor throws at import when they disagree.
    const remote = (await import('./routes')).default;
    expect(remote.routes.map((r) => r.path)).toEqual(declaration.routes);
    expect(remote.routes.map((r) => r.title)).toEqual(['Settings', 'Update Profile']);
  });

  it('keeps the URLs customers used before the move (ADR 0039), Settings included as the platform names it', () => {
    expect(declaration.routes).toEqual(['/dashboard/setting', '/dashboard/update-profile']);
    expect(declaration.routes).toContain(paths.settings);
    expect(declaration.nav).toEqual([expect.objectContaining({ label: 'Settings', to: paths.settings, name: 'settings', menus: ['bottom'] })]);
  });
});
