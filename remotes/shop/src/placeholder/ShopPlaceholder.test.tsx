import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import remote from '../routes';

describe('shop remote', () => {
  it('owns the shop, product list and product detail paths', () => {
    expect(remote.routes.map((r) => r.path)).toEqual([
      '/dashboard/shop',
      '/dashboard/shop/product/:categoryId',
      '/dashboard/shop/product-detail/:id',
    ]);
  });

  it.each(['/dashboard/shop', '/dashboard/shop/product/3', '/dashboard/shop/product-detail/9'])(
    '%s says the shop is coming soon and links back',
    (route) => {
      renderWithPlatform(
        <Routes>
          {remote.routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>,
        { route },
      );
      expect(screen.getByRole('heading', { name: 'The shop is coming soon' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    },
  );
});
