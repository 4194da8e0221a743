import { act, screen, waitFor } from '@testing-library/react';
import { PLACEHOLDER_CONTACTS } from './useSiteSettings';
import { fakeApi, renderApp } from '../testing/renderApp';

const settings = () =>
  Promise.resolve({
    status: 200,
    message: 'ok',
    data: [
      { key: 'SITE_EMAIL', value: 'help@topup.test' },
      { key: 'ABOUT_US', value: 'We sell data.' },
      { key: 'TERMS_OF_SERVICE', value: 'Be fair.' },
    ],
  });

test('the contact page and the layout around it read get-settings/ once', async () => {
  const api = fakeApi({ getSettings: jest.fn(settings) });
  renderApp('/contact', api);
  expect((await screen.findAllByRole('link', { name: 'help@topup.test' })).length).toBe(2);
  expect(api.getSettings).toHaveBeenCalledTimes(1);
});

test('a settings text page shares the read too, also on the next such page', async () => {
  const api = fakeApi({ getSettings: jest.fn(settings) });
  const { router } = renderApp('/about', api);
  expect(await screen.findByText('We sell data.')).toBeInTheDocument();
  await act(() => router.navigate('/terms'));
  expect(await screen.findByText('Be fair.')).toBeInTheDocument();
  expect(api.getSettings).toHaveBeenCalledTimes(1);
});

test('a failed read is not kept: the next page asks again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const getSettings = jest.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(settings);
  const { router } = renderApp('/about', fakeApi({ getSettings }));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  await act(() => router.navigate('/terms'));
  expect(await screen.findByText('Be fair.')).toBeInTheDocument();
  expect(getSettings).toHaveBeenCalledTimes(2);
  jest.mocked(console.error).mockRestore();
});

test('the footer shows the placeholder contacts until get-settings/ answers, and after a failure', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let answer: (value: Awaited<ReturnType<typeof settings>>) => void = () => undefined;
  const getSettings = jest.fn(() => new Promise<Awaited<ReturnType<typeof settings>>>((resolve) => (answer = resolve)));
  renderApp('/', fakeApi({ getSettings }));
  expect(await screen.findByRole('link', { name: PLACEHOLDER_CONTACTS.email })).toBeInTheDocument();
  await act(async () => answer(await settings()));
  expect(await screen.findByRole('link', { name: 'help@topup.test' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: PLACEHOLDER_CONTACTS.email })).not.toBeInTheDocument();
  jest.mocked(console.error).mockRestore();
});

test('a failed read leaves the placeholders and is logged', async () => {
  const error = new Error('offline');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp('/', fakeApi({ getSettings: jest.fn(() => Promise.reject(error)) }));
  await waitFor(() => expect(console.error).toHaveBeenCalledWith(error));
  expect(screen.getByRole('link', { name: PLACEHOLDER_CONTACTS.email })).toBeInTheDocument();
  jest.mocked(console.error).mockRestore();
});
