-- Staff switch a plan on or off from the catalogue table, like a provider. A plan that is
-- off is not offered to customers (get-package/, the resellers' list) and a purchase of it is refused.
ALTER TABLE plans ADD COLUMN IF NOT EXISTS enabled boolean NOT NULL DEFAULT true;
