import { toKobo } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { SHOP_CATEGORIES, SHOP_PRODUCTS } from './catalogue-data';

/** Inserts the shop catalogue; a category or product already there (by slug) is left as staff keep it. */
export async function seedShop(tx: Queryable): Promise<void> {
  for (const [position, c] of SHOP_CATEGORIES.entries()) {
    await tx.query(
      `INSERT INTO shop_categories (slug, title, image, position) VALUES ($1, $2, $3, $4) ON CONFLICT (slug) DO NOTHING`,
      [c.slug, c.title, `/media/shop/category-${c.slug}.svg`, position],
    );
  }
  for (const p of SHOP_PRODUCTS) {
    await tx.query(
      `INSERT INTO shop_products (slug, category_id, title, image, description, amount_kobo, discount_percent, stock, featured)
       SELECT $1, id, $3, $4, $5, $6, $7, $8, $9 FROM shop_categories WHERE slug = $2
       ON CONFLICT (slug) DO NOTHING`,
      [p.slug, p.category, p.title, `/media/shop/${p.slug}.svg`, p.description, toKobo(p.price), p.discount ?? 0, p.stock, p.featured ?? false],
    );
  }
}
