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
});
