/** What a remote's remote.json declares, as far as its routes tests read it. */
interface Declaration {
  routes: string[];
  nav: ReadonlyArray<{ to: string }>;
}

/** A remote's routes module, loaded in the test (routesFor throws at import when they disagree). */
type LoadRoutes = () => Promise<{ default: { routes: ReadonlyArray<{ path: string }> } }>;

/** Every remote's check: a screen for each path its remote.json declares, and no screen undeclared. */
export function itDeclaresEveryScreen(declaration: Declaration, loadRoutes: LoadRoutes) {
  it('has a screen for every path remote.json declares, and declares every screen', async () => {
    // routesFor throws at import when they disagree.
    const remote = (await loadRoutes()).default;
    expect(remote.routes.map((r) => r.path)).toEqual(declaration.routes);
  });
}

/** Every navigation entry a remote declares is one of its own routes. */
export function itLinksOnlyToDeclaredPaths(declaration: Declaration) {
  it('links only to paths it declares: every navigation entry is one of its routes, exactly', () => {
    for (const entry of declaration.nav) expect(declaration.routes).toContain(entry.to);
  });
}
