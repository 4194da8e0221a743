import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS, UI_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { ProductListPage } from './products/ProductListPage';
import { ShopPage } from './shop/ShopPage';

/** The illustration drawn in the state (empty, search, error or offline) around `element`. */
const artOf = (element: HTMLElement) => element.closest('.tu-state')?.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-illustration');

afterEach(() => jest.useRealTimers());

describe('shop empty and failed states: each with its illustration', () => {
  it('an empty category shows the empty picture; a search that finds nothing, the search picture', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const searchProducts = jest.fn().mockResolvedValue(ok([]));
    renderWithPlatform(<ProductListPage />, {
      route: '/dashboard/shop/product/2',
      path: '/dashboard/shop/product/:categoryId',
      api: { getProducts: jest.fn().mockResolvedValue(ok([])), searchProducts },
    });
    expect(artOf(await screen.findByText(UI_MESSAGES.shop.noProducts))).toBe('empty');
    await user.type(screen.getByLabelText('Search products'), 'zzz');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(artOf(await screen.findByText(UI_MESSAGES.shop.noMatches('zzz')))).toBe('search');
  });

  it('no categories shows the empty picture', async () => {
    renderWithPlatform(<ShopPage />, { api: { getCategories: jest.fn().mockResolvedValue(ok([])) } });
    expect(artOf(await screen.findByText(UI_MESSAGES.shop.noCategories))).toBe('empty');
  });

  it('a failed load shows the something-went-wrong picture, or the offline one without a connection', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const failing = () => jest.fn().mockRejectedValue(httpError(503, { message: 'Unavailable' }));
    const { unmount } = renderWithPlatform(<ShopPage />, { api: { getCategories: failing() } });
    expect(artOf(await screen.findByRole('alert'))).toBe('error');
    unmount();
    online.mockReturnValue(false);
    renderWithPlatform(<ProductListPage />, {
      route: '/dashboard/shop/product/2',
      path: '/dashboard/shop/product/:categoryId',
      api: { getProducts: failing() },
    });
    expect(artOf(await screen.findByRole('alert'))).toBe('offline');
    online.mockRestore();
    log.mockRestore();
  });
});
