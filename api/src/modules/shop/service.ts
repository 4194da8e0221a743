import { randomBytes } from 'node:crypto';
import { API_MESSAGES, MESSAGES, formatKobo, isBlank, isValidPhone, shopOrderPayable, toKobo, toNaira } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { FieldsInvalid, PurchaseRefused } from '../../errors';
import { parseNairaAmount } from '../../http/amounts';
import { releaseVersionsJson } from '../../http/client-versions';
import { toId } from '../../http/ids';
import { claimIdempotencyKey, readIdempotencyKey, storeIdempotentAnswer, type StoredAnswer } from '../idempotency/keys';
import { MOVEMENTS } from '../ledger/movements';
import { findByRef, toRecord, type TransactionRow } from '../transactions/queries';

const SEARCH_LIMIT = 20;
const FEATURED_LIMIT = 8;
const SHOP_CATEGORY = { title: 'Shop', type: 'shop', image: '/media/services/shop.svg' };

interface ProductRow {
  id: number;
  category_id: number;
  category_title: string;
  title: string;
  image: string;
  description: string;
  amount_kobo: number;
  discount_percent: number;
  stock: number;
}

const PRODUCT_COLUMNS = `p.id, p.category_id, c.title AS category_title, p.title, p.image, p.description, p.amount_kobo,
  p.discount_percent, p.stock`;

export const productSummary = (p: ProductRow) => ({
  id: p.id,
  title: p.title,
  image: p.image,
  amount: toNaira(p.amount_kobo),
  discount: Number(p.discount_percent),
});

export const productDetail = (p: ProductRow) => ({
  ...productSummary(p),
  description: p.description,
  stock: p.stock,
  category_id: p.category_id,
  category: p.category_title,
});

/** LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
const containing = (query: string) => `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface OrderBody {
  product_id?: unknown;
  quantity?: unknown;
  amount?: unknown;
  phone?: unknown;
  phone_number?: unknown;
  address?: unknown;
}

export function createShopService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  async function products(where: string, params: unknown[], limit?: number): Promise<ProductRow[]> {
    const { rows } = await db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM shop_products p JOIN shop_categories c ON c.id = p.category_id
       WHERE ${where} ORDER BY p.id ${limit ? `LIMIT ${limit}` : ''}`,
      params,
    );
    return rows;
  }

  /** Validates and prices an order from our catalogue; every problem is a field error. */
  async function priceOrder(body: OrderBody) {
    const errors: Record<string, string[]> = {};
    const phone = String(body.phone_number ?? body.phone ?? '').trim();
    if (isBlank(phone)) errors.phone_number = [MESSAGES.order.phoneRequired];
    else if (!isValidPhone(phone)) errors.phone_number = [MESSAGES.phone.invalid];
    const address = typeof body.address === 'string' ? body.address.trim() : '';
    if (!address) errors.address = [API_MESSAGES.shop.addressRequired];
    const quantity = typeof body.quantity === 'string' ? Number(body.quantity) : body.quantity;
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1) errors.quantity = [MESSAGES.order.quantityTooLow];
    const productId = toId(body.product_id as number | string | undefined);
    const product = productId === undefined ? undefined : (await products('p.id = $1', [productId]))[0];
    if (!product) errors.product_id = [API_MESSAGES.shop.unknownProduct];
    else if (!errors.quantity && (quantity as number) > product.stock) errors.quantity = [API_MESSAGES.shop.outOfStock(product.stock)];
    if (Object.keys(errors).length > 0) throw new FieldsInvalid(errors);

    const payableKobo = toKobo(shopOrderPayable(quantity as number, toNaira(product!.amount_kobo), Number(product!.discount_percent)));
    if (body.amount !== undefined && body.amount !== null && body.amount !== '') {
      if (parseNairaAmount(body.amount) !== payableKobo) {
        throw new PurchaseRefused(API_MESSAGES.purchase.priceChanged(formatKobo(payableKobo)));
      }
    }
    return { product: product!, quantity: quantity as number, phone, address, payableKobo };
  }

  return {
    categories: async () =>
      (await db.query('SELECT id, title, image FROM shop_categories ORDER BY position, id')).rows,

    searchCategories: async (query: string) =>
      (
        await db.query(
          `SELECT id, title, image FROM shop_categories WHERE title ILIKE $1 ORDER BY position, id LIMIT ${SEARCH_LIMIT}`,
          [containing(query)],
        )
      ).rows,

    productsOf: async (categoryId: number) => (await products('p.category_id = $1', [categoryId])).map(productSummary),
    searchProducts: async (query: string) => (await products('p.title ILIKE $1', [containing(query)], SEARCH_LIMIT)).map(productSummary),
    featured: async () => (await products('p.featured AND p.stock > 0', [], FEATURED_LIMIT)).map(productSummary),
    product: async (id: number) => {
      const found = (await products('p.id = $1', [id]))[0];
      return found ? productDetail(found) : undefined;
    },

    /**
     * create-order/: in ONE transaction the stock is taken (guarded), the wallet debited and the
     * order recorded `pending`; a refusal moves nothing. The Idempotency-Key is claimed and its
     * answer stored in the same transaction.
     */
    async createOrder(userId: number, body: OrderBody, idem: { key?: string; requestHash: string }): Promise<StoredAnswer> {
      const key = idem.key ? { userId, key: idem.key, route: 'create-order', requestHash: idem.requestHash } : undefined;
      if (key) {
        const state = await readIdempotencyKey(db, key, clock());
        if (state.state === 'answered') return state.txRef ? answerFor((await findByRef(db, state.txRef))!) : state.answer;
      }
      const order = await priceOrder(body);
      const now = clock();
      const txRef = `ORD${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(6).toString('hex').toUpperCase()}`;
      const result = await db.transaction(async (tx) => {
        if (key && !(await claimIdempotencyKey(tx, { ...key, txRef, now }))) return undefined;
        const taken = await tx.query('UPDATE shop_products SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING stock', [
          order.product.id,
          order.quantity,
        ]);
        if (taken.rowCount === 0) {
          const left = await tx.query<{ stock: number }>('SELECT stock FROM shop_products WHERE id = $1', [order.product.id]);
          throw new FieldsInvalid({ quantity: [API_MESSAGES.shop.outOfStock(left.rows[0]?.stock ?? 0)] });
        }
        await MOVEMENTS.shopOrder(tx, { txRef, userId, amountKobo: order.payableKobo, occurredAt: now });
        await tx.query(
          `INSERT INTO transactions (tx_ref, user_id, kind, plan, amount_kobo, status, description, category, subcategory,
             product_id, quantity, delivery_address, delivery_phone, release_versions, created_at, updated_at)
           VALUES ($1, $2, 'shop', $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $11, $13::jsonb, $12, $12)`,
          [
            txRef,
            userId,
            order.product.title,
            order.payableKobo,
            `${order.product.title} to ${order.address}, Quantity: ${order.quantity}`,
            JSON.stringify(SHOP_CATEGORY),
            JSON.stringify({ title: order.product.category_title, image: order.product.image }),
            order.product.id,
            order.quantity,
            order.address,
            order.phone,
            now,
            releaseVersionsJson(),
          ],
        );
        const answer = answerFor((await findByRef(tx, txRef))!);
        if (key) await storeIdempotentAnswer(tx, { userId, key: key.key, answer });
        return answer;
      });
      if (result) return result;
      const state = await readIdempotencyKey(db, key!, clock());
      return state.state === 'answered' && state.txRef ? answerFor((await findByRef(db, state.txRef))!) : { statusCode: 409, body: { message: API_MESSAGES.purchase.idempotencyInProgress } };
    },

    /** Staff: the order reached the customer (pending -> confirmed). Repeats change nothing. */
    async deliverOrder(txRef: string): Promise<TransactionRow> {
      return db.transaction(async (tx) => {
        const now = clock();
        const row = await settleOrder(tx, txRef, 'confirmed', 'Delivered', now);
        if (row) await MOVEMENTS.shopDelivery(tx, { txRef, amountKobo: row.amount_kobo, occurredAt: now });
        return (await findByRef(tx, txRef))!;
      });
    },

    /** Staff: the order is cancelled (pending -> reversed): refunded in full and the stock returned. */
    async cancelOrder(txRef: string, reason: string): Promise<TransactionRow> {
      return db.transaction(async (tx) => {
        const now = clock();
        const row = await settleOrder(tx, txRef, 'reversed', reason, now);
        if (row) {
          await MOVEMENTS.shopRefund(tx, { txRef, userId: row.user_id, amountKobo: row.amount_kobo, occurredAt: now });
          await tx.query('UPDATE shop_products SET stock = stock + $2 WHERE id = $1', [row.product_id, row.quantity]);
        }
        return (await findByRef(tx, txRef))!;
      });
    },
  };
}

async function settleOrder(tx: Queryable, txRef: string, status: 'confirmed' | 'reversed', response: string, now: Date) {
  const { rows } = await tx.query<{ user_id: number; amount_kobo: number; product_id: number; quantity: number }>(
    `UPDATE transactions SET status = $2, response = $3, updated_at = $4
     WHERE tx_ref = $1 AND kind = 'shop' AND status = 'pending' RETURNING user_id, amount_kobo, product_id, quantity`,
    [txRef, status, response, now],
  );
  return rows[0];
}

function answerFor(row: TransactionRow): StoredAnswer {
  return { statusCode: 200, body: { message: API_MESSAGES.shop.orderPlaced, data: toRecord(row) } };
}

export type ShopService = ReturnType<typeof createShopService>;
