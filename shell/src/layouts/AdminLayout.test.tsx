import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavEntry } from '@topup/platform/declaration';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { ADMIN_NAV_COLLAPSED_KEY, AdminLayout } from './AdminLayout';

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

/** A laptop (the side navigation is docked) or a phone (a drawer). */
const screenWidth = (desktop: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: desktop, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
};
beforeEach(() => {
  screenWidth(true);
  localStorage.clear();
});

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

  it('collapses the side navigation to its icons, names kept for assistive tech, and remembers it', async () => {
    renderWithPlatform(<AdminLayout />, { user: { ...testUser, role: 'admin' }, route: '/admin' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('title', 'Orders');
    expect(within(nav).getByText('Orders')).toHaveClass('tu-visually-hidden');
    expect(localStorage.getItem(ADMIN_NAV_COLLAPSED_KEY)).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(within(nav).getByText('Orders')).not.toHaveClass('tu-visually-hidden');
  });

  it('on a phone the menu is a drawer: hidden until opened, closed by Escape', async () => {
    screenWidth(false);
    renderWithPlatform(<AdminLayout />, { user: { ...testUser, role: 'admin' }, route: '/admin' });
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).getAllByRole('link')).toHaveLength(5);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });
});
