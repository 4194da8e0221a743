import { lazy } from 'react';
import { act, screen } from '@testing-library/react';
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { UI_MESSAGES } from '@topup/rules';
import { renderApp } from '../testing/renderApp';
import { appRoutes } from './routes';

/** The app's real routes plus one broken screen under the root. */
function withBrokenRoute(broken: RouteObject): RouteObject[] {
  const root = appRoutes[0] as NonIndexRouteObject;
  return [{ ...root, children: [broken, ...(root.children ?? [])] }];
}

function chunkLoadError() {
  const error = new Error('Loading chunk 42 failed.\n(missing: http://localhost/42.1a2b3c4d.js)');
  error.name = 'ChunkLoadError';
  return error;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a lazy chunk that fails to load says a new version is available and offers a reload', async () => {
  renderApp('/broken', undefined, withBrokenRoute({ path: 'broken', Component: lazy(() => Promise.reject(chunkLoadError())) }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(UI_MESSAGES.appError.title);
  expect(alert).toHaveTextContent(UI_MESSAGES.appError.newVersion);
  expect(screen.getByRole('button', { name: UI_MESSAGES.appError.reload })).toBeInTheDocument();
  expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  expect(document.title).toBe(`${UI_MESSAGES.appError.title} | Topup Naija`);
});

test('any other failure shows the friendly screen without a stack trace', async () => {
  const Broken = () => {
    throw new Error('Cannot read properties of undefined (reading "map")');
  };
  renderApp('/broken', undefined, withBrokenRoute({ path: 'broken', Component: Broken }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(UI_MESSAGES.appError.unexpected);
  expect(screen.queryByText(/reading "map"/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: UI_MESSAGES.appError.reload })).toBeInTheDocument();
});

test('moving to another page leaves the error screen', async () => {
  const Broken = () => {
    throw new Error('broken screen');
  };
  const { router } = renderApp('/broken', undefined, withBrokenRoute({ path: 'broken', Component: Broken }));
  await screen.findByRole('alert');
  await act(() => router.navigate('/contact'));
  expect(await screen.findByRole('heading', { level: 1, name: /contact/i })).toBeInTheDocument();
  expect(screen.queryByText(UI_MESSAGES.appError.unexpected)).not.toBeInTheDocument();
});
