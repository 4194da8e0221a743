import { fillPath, linkTo, ownRoute, routesFor } from './declaration';
// The build's derivations (CommonJS, run by rspack).
const { ownedPrefixes, exposesOf } = require('../rspack/declaration') as {
  ownedPrefixes(routes: string[]): string[];
  exposesOf(declaration: { widgets: string[] }): Record<string, string>;
};

const Screen = () => null;

describe('routesFor', () => {
  it('pairs each declared path with its screen, keeping titles', () => {
    const routes = routesFor({ name: 'x', routes: ['/a', '/a/:id'] }, { '/a': Screen, '/a/:id': { Component: Screen, title: 'One' } });
    expect(routes).toEqual([
      { path: '/a', Component: Screen },
      { path: '/a/:id', Component: Screen, title: 'One' },
    ]);
  });

  it('throws when a declared path has no screen, or a screen is not declared', () => {
    expect(() => routesFor({ name: 'x', routes: ['/a', '/b'] }, { '/a': Screen })).toThrow('no screen for /b');
    expect(() => routesFor({ name: 'x', routes: ['/a'] }, { '/a': Screen, '/c': Screen })).toThrow('not in remote.json: /c');
  });
});

describe('exposesOf', () => {
  it('exposes the routes module and one module per widget', () => {
    expect(exposesOf({ widgets: ['RecentTransactions'] })).toEqual({
      './routes': './src/routes.tsx',
      './RecentTransactions': './src/widgets/RecentTransactions.tsx',
    });
  });
});

describe('ownedPrefixes', () => {
  it('cuts each route at its first parameter and drops prefixes under another', () => {
    expect(ownedPrefixes(['/dashboard/history', '/dashboard/receipt/:id'])).toEqual(['/dashboard/history', '/dashboard/receipt']);
    expect(ownedPrefixes(['/dashboard/shop', '/dashboard/shop/product/:id', '/dashboard/shop/product-detail/:id'])).toEqual([
      '/dashboard/shop',
    ]);
    expect(ownedPrefixes(['/dashboard/bills', '/dashboard/bills/data'])).toEqual(['/dashboard/bills']);
    expect(ownedPrefixes(['/dashboard/wallet', '/dashboard/wallet-transfer'])).toEqual(['/dashboard/wallet', '/dashboard/wallet-transfer']);
  });
});

describe('named links', () => {
  const nav = [
    { label: 'Transactions', to: '/dashboard/history', name: 'history', menus: ['side' as const], order: 40 },
    { label: 'Receipt', to: '/dashboard/receipt/:id', name: 'receipt', menus: [], order: 0 },
  ];

  it('resolve a name to its declared path, parameters filled', () => {
    expect(linkTo(nav, 'history')).toBe('/dashboard/history');
    expect(linkTo(nav, 'receipt', { id: 42 })).toBe('/dashboard/receipt/42');
    expect(linkTo(nav, 'receipt', { id: 'a b' })).toBe('/dashboard/receipt/a%20b');
  });

  it('are unknown until some live remote declares the name', () => {
    expect(linkTo([], 'receipt', { id: 1 })).toBeUndefined();
    expect(linkTo(nav, 'wallet')).toBeUndefined();
  });

  it('leave a parameter they are not given as it is', () => {
    expect(fillPath('/a/:x/b/:y', { x: 1 })).toBe('/a/1/b/:y');
  });
});

describe('ownRoute', () => {
  const declaration = { name: 'shop', routes: ['/dashboard/shop', '/dashboard/shop/product/:categoryId'] };

  it('finds a declared route by its end, or throws', () => {
    expect(ownRoute(declaration, '/shop')).toBe('/dashboard/shop');
    expect(ownRoute(declaration, '/product/:categoryId')).toBe('/dashboard/shop/product/:categoryId');
    expect(() => ownRoute(declaration, '/cart')).toThrow('shop: no route ending in /cart in remote.json');
  });
});
