import declaration from '../remote.json';

describe('shop remote routes', () => {
  it('has a screen for every path remote.json declares, and declares every screen', async () => {
    // routesFor throws at import when they disagree.
    const remote = (await import('./routes')).default;
    expect(remote.routes.map((r) => r.path)).toEqual(declaration.routes);
  });

  it('links only to paths it declares: every navigation entry is one of its routes, exactly', () => {
    for (const entry of declaration.nav) expect(declaration.routes).toContain(entry.to);
  });
});
