-- ADR 0043: test-mode reseller keys (rk_test_...) buy against the sandbox provider with a
-- test balance kept in accounts of its own, so that no test purchase touches a real account.

ALTER TABLE reseller_keys ADD COLUMN mode text NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test'));

-- A vendor's test balance: a customer-like account (cached balance, never negative) of its own kind,
-- so that nothing that reads a customer's wallet or bonus (kind 'wallet'/'bonus') ever sees it.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('wallet', 'bonus', 'system', 'test_wallet'));

-- The test ledger's own system accounts: where test top-ups come from, test purchases held until
-- the sandbox answers, and test purchases delivered. Together with the test wallets they balance.
INSERT INTO ledger_accounts (code, kind, allows_negative) VALUES
  ('system:test_funding', 'system', true),
  ('system:test_provider_clearing', 'system', true),
  ('system:test_revenue', 'system', true)
ON CONFLICT (code) DO NOTHING;

-- The request id's uniqueness per mode: 741 (built concurrently, ADR 0047).
