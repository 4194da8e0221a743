-- ADR 0037: a staff member created with a one-time password (npm run admin --
-- create-staff) must set a new one at the first sign-in. Any change of password clears it.
ALTER TABLE users ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;
