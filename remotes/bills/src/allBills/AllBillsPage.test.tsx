import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
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

  it('every service link lands on a screen of this remote; unfinished ones say coming soon', async () => {
    renderWithPlatform(
      <Routes>
        {remote.routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Routes>,
      { route: '/dashboard/bills' },
    );
    await userEvent.setup().click(screen.getByRole('link', { name: /Cable TV/ }));
    expect(screen.getByRole('heading', { name: 'Cable TV is coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all bills' })).toHaveAttribute('href', '/dashboard/bills');
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
    expect(screen.getByTestId('bills-build-label')).toHaveTextContent('bills v2 (visibly changed)');
  });

  it('shows nothing without one', () => {
    delete process.env.BUILD_LABEL;
    renderWithPlatform(<AllBillsPage />);
    expect(screen.queryByTestId('bills-build-label')).not.toBeInTheDocument();
  });
});
