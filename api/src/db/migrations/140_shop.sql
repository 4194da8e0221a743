-- The shop. Categories and products priced in kobo; an order is a `shop` transaction.
CREATE TABLE shop_categories (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  image text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE shop_products (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  category_id integer NOT NULL REFERENCES shop_categories(id),
  title text NOT NULL,
  image text NOT NULL,
  description text NOT NULL,
  amount_kobo bigint NOT NULL CHECK (amount_kobo > 0),
  discount_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (discount_percent >= 0 AND discount_percent < 100),
  -- Taken by an order in the order's transaction (guarded: never below zero), returned on cancel.
  stock integer NOT NULL CHECK (stock >= 0),
  featured boolean NOT NULL DEFAULT false
);
CREATE INDEX shop_products_category ON shop_products (category_id, id);

-- What an order needs beyond a purchase record: which product, how many, where to deliver.
ALTER TABLE transactions ADD COLUMN product_id integer REFERENCES shop_products(id);
ALTER TABLE transactions ADD COLUMN quantity integer CHECK (quantity > 0);
ALTER TABLE transactions ADD COLUMN delivery_address text;
ALTER TABLE transactions ADD COLUMN delivery_phone text;

-- Money paid for shop orders not yet delivered (refunded in full if the order is cancelled).
INSERT INTO ledger_accounts (code, kind, allows_negative) VALUES ('system:shop_orders', 'system', true)
ON CONFLICT (code) DO NOTHING;
