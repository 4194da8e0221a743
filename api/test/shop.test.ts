import { API_MESSAGES, MESSAGES } from '@topup/rules';
import { customerBalances } from '../src/modules/ledger/accounts';
import { assertLedgerInvariants } from '../src/modules/ledger/invariants';
import { SHOP_CATEGORIES, SHOP_PRODUCTS } from '../src/modules/shop/catalogue-data';
import { bearer, describeOnPostgres, signedInCustomer, useTestApp } from './support';


const { app, testDb } = useTestApp();
afterEach(() => assertLedgerInvariants(testDb.db));

const get = (url: string) => app.inject({ method: 'GET', url: `/api/v1/${url}` });
const order = (token: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/create-order/', headers: { ...bearer(token), ...headers }, payload });

async function customer(walletNaira: number) {
  return signedInCustomer(app, testDb.db, { walletNaira });
}

/** A product of our own with a known price, discount and stock. */
async function product(stock: number, amountKobo = 1_000_000, discount = 10): Promise<number> {
  const slug = `test-${Math.random().toString(36).slice(2)}`;
  const { rows } = await testDb.db.query<{ id: number }>(
    `INSERT INTO shop_products (slug, category_id, title, image, description, amount_kobo, discount_percent, stock)
     SELECT $1, id, 'Test Gadget', '/media/shop/x.svg', 'A gadget', $2, $3, $4 FROM shop_categories ORDER BY id LIMIT 1 RETURNING id`,
    [slug, amountKobo, discount, stock],
  );
  return rows[0]!.id;
}
const stockOf = async (id: number) => (await testDb.db.query<{ stock: number }>('SELECT stock FROM shop_products WHERE id = $1', [id])).rows[0]!.stock;
const wallet = async (id: number) => (await customerBalances(testDb.db, id)).walletKobo / 100;

describe('shop catalogue', () => {
  it('seeds 8+ categories and 40+ gadgets, each with our own image under /media/shop/', async () => {
    const categories = (await get('get-category/shop')).json().data;
    expect(categories.length).toBe(SHOP_CATEGORIES.length);
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(SHOP_PRODUCTS.length).toBeGreaterThanOrEqual(40);
    expect(categories[0]).toEqual({ id: expect.any(Number), title: 'Phones', image: '/media/shop/category-phones.svg' });
    const image = await app.inject({ method: 'GET', url: categories[0].image });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });

  it("lists a category's products with naira amounts and discounts; the detail adds description and stock", async () => {
    const phones = (await get('get-category/shop')).json().data[0];
    const list = (await get(`get-product/${phones.id}`)).json().data;
    const spark = list.find((p: { title: string }) => p.title === 'Tecno Spark 20 (128GB)');
    expect(spark).toEqual({ id: expect.any(Number), title: 'Tecno Spark 20 (128GB)', image: '/media/shop/tecno-spark-20.svg', amount: 145_000, discount: 5 });
    const detail = (await get(`get-product-detail/${spark.id}/`)).json().data;
    expect(detail).toMatchObject({ description: expect.stringContaining('5000mAh'), stock: 12, category: 'Phones' });
    expect((await get('get-product-detail/999999/')).statusCode).toBe(404);
    expect((await get('get-product/abc')).json().data).toEqual([]);
  });

  it('searches categories and products case-insensitively anywhere in the title, at most 20, % taken literally', async () => {
    expect((await get('search-categories?query=BANK')).json().data.map((c: { title: string }) => c.title)).toEqual(['Power Banks']);
    const oraimo = (await get('search-products?query=oraimo')).json().data;
    expect(oraimo.length).toBeGreaterThan(3);
    expect(oraimo.every((p: { title: string }) => /oraimo/i.test(p.title))).toBe(true);
    expect((await get('search-products?query=a')).json().data.length).toBe(20);
    expect((await get('search-products?query=%25')).json().data).toEqual([]);
  });

  it('features at most 8 products in stock', async () => {
    const featured = (await get('get-featured-products/')).json().data;
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(8);
  });
});

describe('create-order/', () => {
  it('prices quantity x unit less the discount, takes the stock, debits the wallet and records a pending shop order', async () => {
    const c = await customer(50_000);
    const id = await product(5);
    const res = await order(c.token, { product_id: id, quantity: 2, amount: 18_000, phone_number: '08031234567', address: '12 Allen Avenue, Ikeja' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(API_MESSAGES.shop.orderPlaced);
    expect(res.json().data).toMatchObject({ amount: 18_000, status: 'pending', plan: 'Test Gadget', category: { type: 'shop' } });
    expect(res.json().data.description).toMatch(/, Quantity: 2$/);
    expect([await stockOf(id), await wallet(c.id)]).toEqual([3, 32_000]);
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 'quantity', MESSAGES.order.quantityTooLow],
    ['quantity above stock', { quantity: 4 }, 'quantity', API_MESSAGES.shop.outOfStock(3)],
    ['an empty address', { address: '  ' }, 'address', API_MESSAGES.shop.addressRequired],
    ['a bad phone', { phone_number: '0803-123' }, 'phone_number', MESSAGES.phone.invalid],
    ['no phone', { phone_number: '' }, 'phone_number', MESSAGES.order.phoneRequired],
    ['an unknown product', { product_id: 999_999 }, 'product_id', API_MESSAGES.shop.unknownProduct],
  ])('refuses %s: 400 on the field, nothing debited or taken', async (_case, change, field, message) => {
    const c = await customer(50_000);
    const id = await product(3);
    const res = await order(c.token, { product_id: id, quantity: 1, phone_number: '08031234567', address: 'Lekki', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().data[field]).toEqual([message]);
    expect([await stockOf(id), await wallet(c.id)]).toEqual([3, 50_000]);
  });

  it('refuses a stale client amount and an order the wallet cannot pay, moving nothing', async () => {
    const c = await customer(5_000);
    const id = await product(3);
    const stale = await order(c.token, { product_id: id, quantity: 1, amount: 10_000, phone_number: '08031234567', address: 'Yaba' });
    expect([stale.statusCode, stale.json().message]).toEqual([400, API_MESSAGES.purchase.priceChanged('₦9,000.00')]);
    const poor = await order(c.token, { product_id: id, quantity: 1, phone_number: '08031234567', address: 'Yaba' });
    expect([poor.statusCode, poor.json().message]).toEqual([400, API_MESSAGES.purchase.insufficientBalance]);
    expect([await stockOf(id), await wallet(c.id)]).toEqual([3, 5_000]);
  });

  it('an Idempotency-Key repeat orders once and answers the same', async () => {
    const c = await customer(50_000);
    const id = await product(5);
    const body = { product_id: id, quantity: 1, phone_number: '08031234567', address: 'Surulere' };
    const first = await order(c.token, body, { 'idempotency-key': 'order-1' });
    const again = await order(c.token, body, { 'idempotency-key': 'order-1' });
    expect(again.json()).toEqual(first.json());
    expect([await stockOf(id), await wallet(c.id)]).toEqual([4, 41_000]);
  });
});

describe('staff: deliver or cancel an order', () => {
  it('delivered: confirmed, money earned, stock stays taken; a repeat changes nothing', async () => {
    const c = await customer(50_000);
    const id = await product(5);
    const placed = (await order(c.token, { product_id: id, quantity: 1, phone_number: '08031234567', address: 'Ajah' })).json().data;
    expect((await app.services.shop.deliverOrder(placed.tx_ref)).status).toBe('confirmed');
    await app.services.shop.deliverOrder(placed.tx_ref);
    expect((await app.services.shop.cancelOrder(placed.tx_ref, 'too late')).status).toBe('confirmed');
    expect([await stockOf(id), await wallet(c.id)]).toEqual([4, 41_000]);
  });

  it('cancelled: reversed, refunded in full, stock returned; a repeat changes nothing', async () => {
    const c = await customer(50_000);
    const id = await product(5);
    const placed = (await order(c.token, { product_id: id, quantity: 3, phone_number: '08031234567', address: 'Ikoyi' })).json().data;
    const cancelled = await app.services.shop.cancelOrder(placed.tx_ref, 'Out of delivery area');
    expect([cancelled.status, cancelled.response]).toEqual(['reversed', 'Out of delivery area']);
    await app.services.shop.cancelOrder(placed.tx_ref, 'again');
    expect((await app.services.shop.deliverOrder(placed.tx_ref)).status).toBe('reversed');
    expect([await stockOf(id), await wallet(c.id)]).toEqual([5, 50_000]);
  });
});

describeOnPostgres('shop races on PostgreSQL', () => {
  it('20 parallel orders for a product with stock 5 sell exactly 5 and debit exactly 5', async () => {
    const id = await product(5);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customer(20_000)));
    const answers = await Promise.all(buyers.map((b) => order(b.token, { product_id: id, quantity: 1, phone_number: '08031234567', address: 'Ikeja' })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 400)).toEqual([]);
    expect(await stockOf(id)).toBe(0);
    const debited = (await Promise.all(buyers.map((b) => wallet(b.id)))).filter((w) => w === 11_000);
    expect(debited).toHaveLength(5);
  });
});
