-- The back office's lists and exports (ADR 0028): the transactions search pages newest first and
-- the export reads by id; the audit log pages by time.
CREATE INDEX IF NOT EXISTS transactions_newest ON transactions (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS transactions_kind_status_newest ON transactions (kind, status, created_at DESC);
