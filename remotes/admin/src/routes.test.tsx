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

  it('declares each screen for its roles: support’s menu leaves out the admin-only screens, a release manager sees only Releases (and Password, every staff member’s)', () => {
    const forRoles = (roles: string) => declaration.nav.filter((entry) => entry.roles.join() === roles).map((entry) => entry.label);
    expect(forRoles('admin')).toEqual(['Catalogue', 'Content', 'Audit log', 'Staff', 'KYC']);
    expect(forRoles('support,admin')).toEqual(['Overview', 'Transactions', 'Airtime to Cash', 'Orders', 'Customers', 'Vendors', 'Complaints']);
    expect(forRoles('release,admin')).toEqual(['Releases']);
    expect(forRoles('support,admin,release')).toEqual(['Password']);
    expect(declaration.nav.length).toBe(14);
  });
});
