import declaration from '../remote.json';

describe('admin remote routes', () => {
  it('has a screen for every path remote.json declares, and declares every screen', async () => {
    const remote = (await import('./routes')).default;
    expect(remote.routes.map((r) => r.path)).toEqual(declaration.routes);
  });

  it('mounts in the /admin area and lists its screens in the back-office menu', () => {
    expect(declaration.area).toBe('/admin');
    for (const entry of declaration.nav) {
      expect(entry.menus).toEqual(['admin']);
      expect(declaration.routes).toContain(entry.to);
    }
  });

  it('declares the admin-only screens for admins only, so support’s menu leaves them out', () => {
    const adminOnly = declaration.nav.filter((entry) => 'roles' in entry && entry.roles?.join() === 'admin').map((entry) => entry.label);
    expect(adminOnly).toEqual(['Catalogue', 'Content', 'Audit log', 'Staff']);
    expect(declaration.nav.filter((entry) => !('roles' in entry)).map((entry) => entry.label)).toEqual(['Overview', 'Transactions', 'Airtime to Cash', 'Orders', 'Customers']);
  });
});
