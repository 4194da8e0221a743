import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import remote from '../routes';

const mountRoutes = (route: string) =>
  renderWithPlatform(
    <Routes>
      {remote.routes.map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
    </Routes>,
    { route },
  );

describe('wallet remote', () => {
  it('owns the wallet, transfer, bonus and callback paths', () => {
    expect(remote.routes.map((r) => r.path)).toEqual([
      '/dashboard/wallet',
      '/dashboard/wallet-transfer',
      '/dashboard/transfer-bonus',
      '/dashboard/callback',
    ]);
  });

  it.each([
    ['/dashboard/wallet', 'Add funds is coming soon'],
    ['/dashboard/wallet-transfer', 'Wallet transfer is coming soon'],
    ['/dashboard/transfer-bonus', 'Bonus transfer is coming soon'],
    ['/dashboard/callback', 'Payment verification is coming soon'],
  ])('%s says it is coming soon and links back', (route, heading) => {
    mountRoutes(route);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
