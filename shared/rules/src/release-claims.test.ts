import { claimRefusal, isUnderPrefix, registrationRefusal, type BuildClaims, type Registrations } from './release-claims';

// The registrations as migration 600 seeds them (today's remote.json values), trimmed to what the cases need.
const registrations: Registrations = {
  shell: { container: null, area: null, paths: [], nav: [], widgets: [] },
  admin: { container: 'topup_admin', area: '/admin', paths: ['/admin'], nav: [], widgets: [] },
  bills: { container: 'topup_bills', area: '/dashboard', paths: ['/dashboard/bills'], nav: ['bills', 'bills-airtime'], widgets: [] },
  history: { container: 'topup_history', area: '/dashboard', paths: ['/dashboard/history', '/dashboard/receipt'], nav: ['history', 'receipt'], widgets: ['RecentTransactions'] },
  wallet: { container: 'topup_wallet', area: '/dashboard', paths: ['/dashboard/wallet', '/dashboard/wallet-transfer'], nav: [], widgets: [] },
};

/** A bills build as `npm run build` makes it, with `change` applied to its declaration. */
function billsBuild(change: Partial<NonNullable<BuildClaims['remote']>> = {}, top: Partial<BuildClaims> = {}): BuildClaims {
  return {
    kind: 'remote',
    name: 'bills',
    container: 'topup_bills',
    remote: {
      name: 'bills',
      area: '/dashboard',
      paths: ['/dashboard/bills'],
      nav: [
        { to: '/dashboard/bills', name: 'bills' },
        { to: '/dashboard/bills/airtime', name: 'bills-airtime' },
        { to: '/dashboard/bills' },
      ],
      widgets: [],
      exposes: { './routes': './src/routes.tsx' },
      ...change,
    },
    ...top,
  };
}

describe('claimRefusal: a build claims only what its target is registered for', () => {
  it('accepts a build within its registration, and the shell as the shell', () => {
    expect(claimRefusal('bills', billsBuild(), registrations)).toBeNull();
    expect(claimRefusal('shell', { kind: 'shell', name: 'shell' }, registrations)).toBeNull();
    expect(claimRefusal('history', { kind: 'remote', name: 'history', container: 'topup_history', remote: { name: 'history', area: '/dashboard', paths: ['/dashboard/history', '/dashboard/receipt'], nav: [{ to: '/dashboard/receipt/:id', name: 'receipt' }], widgets: ['RecentTransactions'], exposes: { './routes': 'x', './RecentTransactions': 'y' } } }, registrations)).toBeNull();
  });

  it('refuses an unregistered target', () => {
    expect(claimRefusal('late', { ...billsBuild(), name: 'late' }, registrations)).toMatch(/^late: no target of that name is registered/);
  });

  it('refuses a build naming another target (a shop token publishing "bills"), in build-info or in its declaration', () => {
    expect(claimRefusal('wallet', billsBuild(), registrations)).toBe('wallet: the build names itself "bills", not "wallet" ("bills" is another target)');
    expect(claimRefusal('bills', billsBuild({ name: 'wallet' }), registrations)).toBe('bills: the declaration names the remote "wallet", not "bills" ("wallet" is another target)');
  });

  it('refuses the wrong kind: a remote published as the shell or the shell as a remote', () => {
    expect(claimRefusal('shell', { kind: 'remote', name: 'shell' }, registrations)).toMatch(/^shell: the build is a remote, but shell is the shell/);
    expect(claimRefusal('bills', billsBuild({}, { kind: 'shell' }), registrations)).toMatch(/^bills: the build is a shell, but bills is a remote/);
    expect(claimRefusal('bills', { kind: 'remote', name: 'bills', container: 'topup_bills' }, registrations)).toMatch(/no remote declaration/);
  });

  it("refuses another target's container, or one registered to nobody", () => {
    expect(claimRefusal('bills', billsBuild({}, { container: 'topup_admin' }), registrations)).toBe('bills: the container "topup_admin" is admin\'s; bills\' is "topup_bills"');
    expect(claimRefusal('bills', billsBuild({}, { container: 'topup_other' }), registrations)).toMatch(/the container "topup_other" is registered to no target/);
    // The global the remote entry defines: another remote's would replace its container in the page.
    expect(claimRefusal('bills', billsBuild({}, { globalName: 'topup_admin' }), registrations)).toBe('bills: the remote entry\'s global "topup_admin" is not bills\' container "topup_bills"');
    expect(claimRefusal('bills', billsBuild({}, { globalName: 'topup_bills' }), registrations)).toBeNull();
  });

  it("refuses another area: bills claiming the admin remote's /admin", () => {
    expect(claimRefusal('bills', billsBuild({ area: '/admin', paths: ['/admin/customers'] }), registrations)).toBe("bills: the area /admin is admin's; bills mounts in /dashboard");
  });

  it("refuses a path of another target, a path of nobody, and a prefix that takes in others'", () => {
    expect(claimRefusal('bills', billsBuild({ paths: ['/dashboard/bills', '/dashboard/history/x'] }), registrations)).toBe("bills: the path /dashboard/history/x is history's, not bills' (/dashboard/bills)");
    expect(claimRefusal('bills', billsBuild({ paths: ['/dashboard/loans'] }), registrations)).toMatch(/the path \/dashboard\/loans is registered to no target/);
    expect(claimRefusal('bills', billsBuild({ paths: ['/dashboard'] }), registrations)).toMatch(/the path \/dashboard is history, wallet's/);
    // Segment by segment: wallet's /dashboard/wallet does not grant /dashboard/wallet-transfer's neighbour.
    expect(claimRefusal('bills', billsBuild({ paths: ['/dashboard/bills-extra'] }), registrations)).toMatch(/the path \/dashboard\/bills-extra is registered to no target/);
  });

  it("refuses a navigation entry named as another's, unregistered, or leading outside its paths", () => {
    expect(claimRefusal('bills', billsBuild({ nav: [{ to: '/dashboard/bills', name: 'receipt' }] }), registrations)).toBe('bills: the navigation entry "receipt" is history\'s, not bills\'');
    expect(claimRefusal('bills', billsBuild({ nav: [{ to: '/dashboard/bills', name: 'loans' }] }), registrations)).toMatch(/"loans" is registered to no target/);
    expect(claimRefusal('bills', billsBuild({ nav: [{ to: '/admin/customers' }] }), registrations)).toBe("bills: the navigation entry to /admin/customers leads to admin's, not bills' paths");
  });

  it("refuses a widget slot of another target or of nobody, and an exposed module that is neither routes nor a widget", () => {
    expect(claimRefusal('bills', billsBuild({ widgets: ['RecentTransactions'], exposes: { './routes': 'a', './RecentTransactions': 'b' } }), registrations)).toBe('bills: the widget slot "RecentTransactions" is history\'s, not bills\'');
    expect(claimRefusal('bills', billsBuild({ widgets: ['Ads'] }), registrations)).toMatch(/"Ads" is registered to no target/);
    expect(claimRefusal('bills', billsBuild({ exposes: { './routes': 'a', './Steal': 'b' } }), registrations)).toMatch(/the exposed module .\/Steal is neither/);
  });
});

describe('registrationRefusal: registrations never overlap', () => {
  const bills = registrations.bills!;
  it('accepts a change within its own area and refuses one clashing with another target', () => {
    expect(registrationRefusal('bills', { ...bills, paths: ['/dashboard/bills', '/dashboard/loans'] }, registrations)).toBeNull();
    expect(registrationRefusal('bills', { ...bills, paths: ['/dashboard/history/x'] }, registrations)).toBe("bills: the path /dashboard/history/x overlaps history's /dashboard/history");
    expect(registrationRefusal('bills', { ...bills, paths: ['/dashboard'] }, registrations)).toMatch(/overlaps/);
    expect(registrationRefusal('bills', { ...bills, container: 'topup_admin' }, registrations)).toBe('bills: the container "topup_admin" is admin\'s');
    expect(registrationRefusal('bills', { ...bills, nav: ['receipt'] }, registrations)).toBe('bills: the navigation entry "receipt" is history\'s');
    expect(registrationRefusal('bills', { ...bills, widgets: ['RecentTransactions'] }, registrations)).toBe('bills: the widget slot "RecentTransactions" is history\'s');
  });

  it('refuses malformed claims, a path outside the area, and claims for the shell', () => {
    expect(registrationRefusal('bills', { ...bills, paths: ['/admin/customers'] }, registrations)).toBe('bills: the path /admin/customers is outside its area /dashboard');
    expect(registrationRefusal('bills', { ...bills, paths: ['/dashboard/bills/:id'] }, registrations)).toMatch(/not a path prefix/);
    expect(registrationRefusal('bills', { ...bills, container: 'not a name' }, registrations)).toMatch(/JavaScript name/);
    expect(registrationRefusal('Bills', bills, registrations)).toMatch(/not a target name/);
    expect(registrationRefusal('shell', { ...registrations.shell!, paths: ['/dashboard'] }, registrations)).toMatch(/^shell: the shell claims no/);
  });
});

it('isUnderPrefix goes segment by segment', () => {
  expect(isUnderPrefix('/dashboard/wallet/x', '/dashboard/wallet')).toBe(true);
  expect(isUnderPrefix('/dashboard/wallet', '/dashboard/wallet')).toBe(true);
  expect(isUnderPrefix('/dashboard/wallet-transfer', '/dashboard/wallet')).toBe(false);
});
