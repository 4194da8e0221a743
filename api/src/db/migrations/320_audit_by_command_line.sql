-- Staff roles given from the command line (npm run admin) are audited too; such a row
-- has no staff member behind it (staff_id NULL), and the audit log view names the command line.
ALTER TABLE audit_log ALTER COLUMN staff_id DROP NOT NULL;
