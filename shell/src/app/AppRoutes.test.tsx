import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { flushHealth } from '../federation/health';
import { AppRoutes } from './AppRoutes';

jest.mock('../federation/health', () => ({ flushHealth: jest.fn() }));

// ADR 0022 amendment 3: a customer who leaves a screen (an in-app navigation fires no pagehide)
// has its health reports sent then, not only when the page goes away.
test('moving to another screen sends the queued health reports', () => {
  render(
    <MemoryRouter initialEntries={['/dashboard/bills']}>
      <AppRoutes routes={[{ path: '/dashboard/bills', element: <Link to="/dashboard">Back</Link> }, { path: '/dashboard', element: <p>Dashboard</p> }]} />
    </MemoryRouter>,
  );
  expect(flushHealth).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('link', { name: 'Back' }));
  expect(screen.getByText('Dashboard')).toBeTruthy();
  expect(flushHealth).toHaveBeenCalledTimes(1);
});
