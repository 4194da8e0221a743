-- ADR 0039: the customer's account area ships as its own remote, `account`. Registered
-- as migration 600 registered the others, from remotes/account/remote.json: its container, the
-- dashboard area, the two URL prefixes customers already use (Settings and Update Profile), its one
-- named navigation entry (the bottom bar's Settings) and no widget slot.
INSERT INTO release_targets (target, container, area, paths, nav, widgets)
VALUES ('account', 'topup_account', '/dashboard', '{/dashboard/setting,/dashboard/update-profile}', '{settings}', '{}')
ON CONFLICT (target) DO NOTHING;
