-- The audit log cannot be emptied either, and an authenticator code
-- is accepted once.

-- A row trigger never sees TRUNCATE: a statement-level one refuses it (same message as edits).
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- The last TOTP time step (unix time / 30 s) accepted for this staff member: a code of that step
-- or an earlier one is refused, so an overheard code cannot be replayed inside its window.
ALTER TABLE users ADD COLUMN totp_last_step bigint;
