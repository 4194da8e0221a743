import { routesFor } from './declaration';
// The build's derivations (CommonJS, run by rspack).
// eslint-disable-next-line @typescript-eslint/no-require-imports
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
