import { screen, within } from '@testing-library/react';
import type { NavEntry } from '@topup/platform/declaration';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { AdminLayout } from './AdminLayout';

// The back-office menu as the registry hands it over from the admin remote's declaration
// (remotes/admin/remote.json): admin-only screens carry roles ["admin"].
const NAV: NavEntry[] = [
  { label: 'Overview', to: '/admin', menus: ['admin'], order: 10 },
  { label: 'Orders', to: '/admin/orders', menus: ['admin'], order: 40 },
  { label: 'Catalogue', to: '/admin/catalogue', menus: ['admin'], order: 50, roles: ['admin'] },
  { label: 'Customers', to: '/admin/customers', menus: ['admin'], order: 70 },
  { label: 'Staff', to: '/admin/staff', menus: ['admin'], order: 90, roles: ['admin'] },
];
jest.mock('../federation/useNav', () => ({ useNav: () => NAV }));
jest.mock('../session/useLogout', () => ({ useLogout: () => ({ busy: false, logout: jest.fn() }) }));

const menuOf = (role: 'support' | 'admin') => {
  renderWithPlatform(<AdminLayout />, { user: { ...testUser, role }, route: '/admin' });
  return within(screen.getByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('AdminLayout', () => {
  it('shows an admin every screen of the back office', () => {
    expect(menuOf('admin')).toEqual(['Overview', 'Orders', 'Catalogue', 'Customers', 'Staff']);
  });

  it('leaves the admin-only screens out of support’s menu', () => {
    expect(menuOf('support')).toEqual(['Overview', 'Orders', 'Customers']);
  });

  it('shows entries with roles to nobody without a role', () => {
    renderWithPlatform(<AdminLayout />, { route: '/admin' });
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Orders', 'Customers']);
  });
});
