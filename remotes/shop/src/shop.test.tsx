import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopCategory, ShopProduct, ShopProductDetail } from '@topup/api-client';
import { MESSAGES, SEARCH_DEBOUNCE_MS, UI_MESSAGES, formatNaira } from '@topup/rules';
import { httpError, ok, renderWithPlatform, confirmWithPin, TEST_PIN } from '@topup/ui/src/testing/renderWithPlatform';
import manifest from '../remote.json';
import { ProductDetailPage } from './detail/ProductDetailPage';
import { ProductListPage } from './products/ProductListPage';
import remote from './routes';
import { ShopPage } from './shop/ShopPage';
import FeaturedProducts from './widgets/FeaturedProducts';
import { expectRefused } from '@topup/ui/src/testing/refusedField';

afterEach(() => jest.useRealTimers());

const categories: ShopCategory[] = Array.from({ length: 18 }, (_, i) => ({ id: i + 1, title: `Category ${i + 1}`, image: `/media/shop/c${i + 1}.svg` }));
const products: ShopProduct[] = Array.from({ length: 14 }, (_, i) => ({ id: i + 1, title: `Gadget ${i + 1}`, image: `/media/shop/p${i + 1}.svg`, amount: 1000 * (i + 1), discount: 0 }));
const detail: ShopProductDetail = { id: 7, title: 'Oraimo Power Bank', image: '/media/shop/pb.svg', amount: 20_000, discount: 10, description: 'Charges fast', stock: 3, category_id: 2, category: 'Power Banks' };

describe('shop remote routes', () => {
  it('owns /dashboard/shop and its product pages, and exposes the featured widget', () => {
    expect(remote.routes.map((r) => r.path)).toEqual(['/dashboard/shop', '/dashboard/shop/product/:categoryId', '/dashboard/shop/product-detail/:id']);
    expect(manifest.widgets).toEqual(['FeaturedProducts']);
  });
});

describe('Shop: categories', () => {
  it('shows 12 categories, then 4 more per "Load more categories", then no button', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<ShopPage />, { api: { getCategories: jest.fn().mockResolvedValue(ok(categories)) } });
    const grid = await screen.findByRole('list', { name: 'Categories' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Load more categories' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(16);
    await user.click(screen.getByRole('button', { name: 'Load more categories' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(18);
    expect(screen.queryByRole('button', { name: 'Load more categories' })).not.toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Category 1' })).toHaveAttribute('href', '/dashboard/shop/product/1');
  });

  it("searches categories 300 ms after typing stops, with links to their products", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const searchCategories = jest.fn().mockResolvedValue(ok([categories[2]!]));
    renderWithPlatform(<ShopPage />, { api: { getCategories: jest.fn().mockResolvedValue(ok(categories)), searchCategories } });
    await user.type(screen.getByPlaceholderText('Search categories...'), 'cat');
    expect(searchCategories).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(searchCategories).toHaveBeenCalledTimes(1);
    expect(searchCategories).toHaveBeenCalledWith('cat');
    const suggestions = await screen.findByRole('list', { name: 'Matching categories' });
    expect(within(suggestions).getByRole('link', { name: 'Category 3' })).toHaveAttribute('href', '/dashboard/shop/product/3');
  });

  it('a failed load offers Retry', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const getCategories = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(ok(categories));
    renderWithPlatform(<ShopPage />, { api: { getCategories } });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
  });
});

describe('Shop: products of a category', () => {
  it('shows 12 products with naira prices, 4 more on Load more; searching products replaces the list', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const getProducts = jest.fn().mockResolvedValue(ok(products));
    const searchProducts = jest.fn().mockResolvedValue(ok([products[4]!]));
    renderWithPlatform(<ProductListPage />, { route: '/dashboard/shop/product/2', path: '/dashboard/shop/product/:categoryId', api: { getProducts, searchProducts } });
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(getProducts).toHaveBeenCalledWith('2');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    expect(within(grid).getByRole('link', { name: /Gadget 2 ₦2,000.00/ })).toHaveAttribute('href', '/dashboard/shop/product-detail/2');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(14);
    await user.type(screen.getByPlaceholderText('Search products...'), 'gadget 5');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(searchProducts).toHaveBeenCalledWith('gadget 5');
    expect(await screen.findByRole('link', { name: /Gadget 5/ })).toBeInTheDocument();
  });
});

describe('Shop: product detail and order', () => {
  const setup = (createOrder = jest.fn()) => {
    const view = renderWithPlatform(<ProductDetailPage />, {
      route: '/dashboard/shop/product-detail/7',
      path: '/dashboard/shop/product-detail/:id',
      api: { getProductDetail: jest.fn().mockResolvedValue(ok(detail)), createOrder },
    });
    return { ...view, createOrder, user: userEvent.setup() };
  };

  it('shows title, description, the payable amount less the discount, and the discount notice', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Oraimo Power Bank' })).toBeInTheDocument();
    expect(screen.getByText('Charges fast')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('₦18,000.00');
    expect(screen.getByText(UI_MESSAGES.shop.discount(10))).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    expect(screen.getByLabelText('Amount')).toHaveValue('₦36,000.00');
  });

  it('says "No discount" when the discount is 0 %', async () => {
    renderWithPlatform(<ProductDetailPage />, {
      path: '/dashboard/shop/product-detail/:id',
      route: '/dashboard/shop/product-detail/7',
      api: { getProductDetail: jest.fn().mockResolvedValue(ok({ ...detail, discount: 0 })) },
    });
    expect(await screen.findByText(UI_MESSAGES.shop.noDiscount)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('₦20,000.00');
  });

  it('Confirm Purchase stays disabled until quantity (1..stock), address and phone are set', async () => {
    const { user } = setup();
    const button = await screen.findByRole('button', { name: 'Confirm Purchase' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Delivery address'), '12 Allen Avenue, Ikeja');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '4');
    expect(button).toBeDisabled();
  });

  it('confirms, orders with the payable and an Idempotency-Key (busy label), then shows the order with a receipt link', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const createOrder = jest.fn(() => new Promise((r) => (resolve = r)));
    const { user, platform } = setup(createOrder);
    await user.type(await screen.findByLabelText('Delivery address'), 'Lekki Phase 1');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    await confirmWithPin(user);
    expect(screen.getByRole('button', { name: MESSAGES.busy.processing })).toBeDisabled();
    expect(createOrder).toHaveBeenCalledWith(
      { product_id: 7, quantity: 1, amount: 18_000, phone: '08031234567', phone_number: '08031234567', address: 'Lekki Phase 1' },
      { idempotencyKey: expect.any(String), transactionPin: TEST_PIN },
    );
    await act(async () => resolve(ok({ id: 91, tx_ref: 'ORD1', plan: 'Oraimo Power Bank', amount: 18_000 }, 'Your order has been placed.')));
    const placed = await screen.findByRole('status', { name: UI_MESSAGES.shop.orderPlacedTitle });
    expect(within(placed).getByRole('heading', { name: UI_MESSAGES.shop.orderPlacedTitle })).toHaveFocus();
    expect(placed).toHaveTextContent('₦18,000.00');
    expect(placed).toHaveTextContent('Oraimo Power Bank');
    expect(within(placed).getByRole('link', { name: UI_MESSAGES.shop.viewReceipt })).toHaveAttribute('href', '/dashboard/receipt/91');
    expect(within(placed).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/dashboard/shop');
    expect(within(placed).getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/dashboard');
    expect(platform.toast.success).toHaveBeenCalledWith('Your order has been placed.');
    expect(platform.session.refreshUser).toHaveBeenCalled();
  });

  it("shows the server's field message beside the field (out of stock)", async () => {
    const createOrder = jest.fn().mockRejectedValue(httpError(400, { message: 'Only 1 left in stock.', data: { quantity: ['Only 1 left in stock.'] } }));
    const { user, platform } = setup(createOrder);
    await user.type(await screen.findByLabelText('Delivery address'), 'Yaba');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    await confirmWithPin(user);
    expect(await screen.findByText('Only 1 left in stock.', { selector: '.tu-field__error' })).toBeInTheDocument();
    expect(platform.toast.error).toHaveBeenCalledWith('Only 1 left in stock.');
    const quantity = screen.getByLabelText('Quantity');
    expectRefused(quantity, 'Only 1 left in stock.');
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(quantity).not.toHaveAttribute('aria-invalid');
  });

  it('a refused phone shows under the phone field, which takes the focus, and in one toast; nothing sent', async () => {
    const { user, platform, createOrder } = setup();
    await user.type(await screen.findByLabelText('Delivery address'), 'Yaba');
    await user.type(screen.getByLabelText('Phone number'), '0803-123');
    await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    const phone = screen.getByLabelText('Phone number');
    expectRefused(phone, MESSAGES.phone.invalid);
    expect(platform.toast.error.mock.calls).toEqual([[MESSAGES.phone.invalid]]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(createOrder).not.toHaveBeenCalled();
  });

  it("the server's address refusal shows under the address", async () => {
    const createOrder = jest.fn().mockRejectedValue(httpError(400, { message: 'Address is too short.', data: { address: ['Address is too short.'] } }));
    const { user } = setup(createOrder);
    await user.type(await screen.findByLabelText('Delivery address'), 'Y');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Confirm Purchase' }));
    await confirmWithPin(user);
    const address = await screen.findByLabelText('Delivery address');
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(address).toHaveAccessibleDescription('Address is too short.');
    expect(address).toHaveFocus();
  });
});

describe('Featured products widget', () => {
  it('lists the featured products linking to their detail, and hides when there are none', async () => {
    const { unmount } = renderWithPlatform(<FeaturedProducts />, { api: { getFeaturedProducts: jest.fn().mockResolvedValue(ok(products.slice(0, 3))) } });
    const list = await screen.findByRole('list', { name: UI_MESSAGES.shop.featuredTitle });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    unmount();
    const empty = renderWithPlatform(<FeaturedProducts />, { api: { getFeaturedProducts: jest.fn().mockResolvedValue(ok([])) } });
    await act(async () => undefined);
    expect(empty.container).toBeEmptyDOMElement();
  });

  it('shows prices in naira on cards with a fixed image box', async () => {
    renderWithPlatform(<FeaturedProducts />, { api: { getFeaturedProducts: jest.fn().mockResolvedValue(ok(products.slice(0, 2))) } });
    const list = await screen.findByRole('list', { name: UI_MESSAGES.shop.featuredTitle });
    const cards = within(list).getAllByRole('link');
    expect(cards[0]).toHaveTextContent(formatNaira(products[0]!.amount));
    expect(cards[0]!.querySelector('.shop-tile__image > img')).toHaveAttribute('width', '160');
  });

  it('while loading, shows placeholder cards in the same strip (announced once), then the products in their place', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { container } = renderWithPlatform(<FeaturedProducts />, { api: { getFeaturedProducts: jest.fn(() => new Promise((r) => (answer = r))) } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading featured products');
    expect(container.querySelectorAll('.shop-featured .shop-grid .shop-tile--placeholder')).toHaveLength(6);
    await act(async () => answer(ok(products.slice(0, 3))));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelectorAll('.shop-featured .shop-grid .shop-tile')).toHaveLength(3);
  });
});
