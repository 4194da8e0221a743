import declaration from '../remote.json';

describe('shop remote routes', () => {
  it('has a screen for every path remote.json declares, and declares every screen', async () => {
    // routesFor throws at import when they disagree.
    const remote = (await import('./routes')).default;
    expect(remote.routes.map((r) => r.path)).toEqual(declaration.routes);
  });

  it('links only to paths it declares (or other areas of the app)', () => {
    for (const entry of declaration.nav) expect(entry.to.startsWith(declaration.area)).toBe(true);
  });
});
