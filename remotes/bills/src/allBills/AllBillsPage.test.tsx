import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import remote from '../routes';
import { AllBillsPage } from './AllBillsPage';

describe('All bills', () => {
  it('links each of the six services to its screen', () => {
    renderWithPlatform(<AllBillsPage />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/bills/airtime',
      '/dashboard/bills/data',
      '/dashboard/bills/cable',
      '/dashboard/bills/electricity',
      '/dashboard/bills/education',
      '/dashboard/bills/airtime-cash',
    ]);
  });

  it.each([
    [/^Airtime\s*Top up/, 'Buy airtime'],
    [/^Data/, 'Buy data'],
    [/Cable TV/, 'Pay for cable TV'],
    [/Electricity/, 'Pay for electricity'],
    [/Result PIN/, 'Buy result PINs'],
    [/Airtime to Cash/, 'Convert airtime to cash'],
  ])('the %s tile opens its working screen (%s)', async (tile, form) => {
    const getPackages = jest.fn().mockResolvedValue(ok([]));
    renderWithPlatform(
      <Routes>
        {remote.routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Routes>,
      { route: '/dashboard/bills', api: { getPackages, getTransactions: jest.fn().mockResolvedValue(ok([])) } },
    );
    await userEvent.setup().click(screen.getByRole('link', { name: tile }));
    expect(screen.getByRole('region', { name: form })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Purchase|Submit request/ })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });
});

describe('build label', () => {
  const original = process.env.BUILD_LABEL;
  afterEach(() => {
    if (original === undefined) delete process.env.BUILD_LABEL;
    else process.env.BUILD_LABEL = original;
  });

  it('shows the label the build was made with', () => {
    process.env.BUILD_LABEL = 'bills v2 (visibly changed)';
    renderWithPlatform(<AllBillsPage />);
    expect(screen.getByTestId('build-label')).toHaveTextContent('bills v2 (visibly changed)');
  });

  it('shows nothing without one', () => {
    delete process.env.BUILD_LABEL;
    renderWithPlatform(<AllBillsPage />);
    expect(screen.queryByTestId('build-label')).not.toBeInTheDocument();
  });

  it('a build made with BUILD_FAULT=render throws on render (the bad canary of the rollback journey)', () => {
    process.env.BUILD_FAULT = 'render';
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderWithPlatform(<AllBillsPage />)).toThrow(/BUILD_FAULT=render/);
    } finally {
      delete process.env.BUILD_FAULT;
      quiet.mockRestore();
    }
  });
});
