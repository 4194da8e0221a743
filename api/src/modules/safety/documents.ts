import { ADDRESS_DOCUMENT_MAX_BYTES, ADDRESS_DOCUMENT_TYPES, SAFETY_MESSAGES } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { Conflict, FieldsInvalid, NotFound, ValidationFailed } from '../../errors';
import type { StaffAction } from '../staff/routes-kit';

/*
 * Tier 3 (ADR 0024): a Tier 2 customer sends a proof of address; staff read it and an admin
 * approves it (the customer becomes Tier 3) or rejects it, audited.
 */

export const DOCUMENT_TYPES = ADDRESS_DOCUMENT_TYPES;
export const DOCUMENT_MAX_BYTES = ADDRESS_DOCUMENT_MAX_BYTES;
/** A 2 MB file as base64 in JSON, and the rest of the body. */
export const DOCUMENT_BODY_LIMIT = Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3) + 16 * 1024;

export async function submitAddressDocument(db: Db, userId: number, body: { file_name?: unknown; content_type?: unknown; data?: unknown }, now: Date): Promise<number> {
  const fileName = typeof body.file_name === 'string' ? body.file_name.trim().slice(0, 200) : '';
  const contentType = typeof body.content_type === 'string' ? body.content_type : '';
  const data = typeof body.data === 'string' ? body.data : '';
  const content = /^[A-Za-z0-9+/]+={0,2}$/.test(data) ? Buffer.from(data, 'base64') : Buffer.alloc(0);
  if (!fileName || !(DOCUMENT_TYPES as readonly string[]).includes(contentType) || content.length === 0 || content.length > DOCUMENT_MAX_BYTES) {
    throw new FieldsInvalid({ data: [SAFETY_MESSAGES.kyc.documentInvalid] });
  }
  const { rows } = await db.query<{ kyc_tier: number }>('SELECT kyc_tier FROM users WHERE id = $1', [userId]);
  if ((rows[0]?.kyc_tier ?? 1) < 2) throw new ValidationFailed('data', SAFETY_MESSAGES.kyc.documentNeedsTier2);
  if (rows[0]!.kyc_tier >= 3) throw new ValidationFailed('data', SAFETY_MESSAGES.kyc.alreadyTier(3));
  const inserted = await db.query<{ id: number }>(
    'INSERT INTO kyc_documents (user_id, file_name, content_type, content, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [userId, fileName, contentType, content, now],
  );
  return inserted.rows[0]!.id;
}

/** The back office's KYC queue: pending documents and flagged customers (balance over the cap). */
export async function kycQueue(db: Queryable) {
  const documents = await db.query(
    `SELECT d.id, d.user_id, u.email, u.first_name, u.last_name, u.kyc_tier, d.file_name, d.content_type, octet_length(d.content)::int AS size, d.status, d.created_at
     FROM kyc_documents d JOIN users u ON u.id = d.user_id WHERE d.status = 'pending' ORDER BY d.created_at, d.id LIMIT 200`,
  );
  const flagged = await db.query(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.kyc_tier, u.kyc_flag_reason AS reason, u.kyc_flagged_at AS flagged_at,
       i.kind AS identity_kind, i.last4 AS identity_last4
     FROM users u LEFT JOIN kyc_identities i ON i.user_id = u.id WHERE u.kyc_flagged_at IS NOT NULL ORDER BY u.kyc_flagged_at DESC LIMIT 200`,
  );
  return { documents: documents.rows, flagged: flagged.rows };
}

/** One document with its file (base64), for staff to read. */
export async function kycDocument(db: Queryable, id: number) {
  const { rows } = await db.query<{ content: Uint8Array }>(
    `SELECT d.id, d.user_id, u.email, u.kyc_tier, d.file_name, d.content_type, d.content, d.status, d.created_at
     FROM kyc_documents d JOIN users u ON u.id = d.user_id WHERE d.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new NotFound('No such document');
  const { content, ...rest } = row;
  return { ...rest, data: Buffer.from(content).toString('base64') };
}

/** An admin's decision on a pending document: approved makes its customer Tier 3. Audited. */
export async function decideDocument(action: StaffAction, id: number, decision: 'approved' | 'rejected', now: Date) {
  return action.transaction(async ({ db, audit }) => {
    const { rows } = await db.query<{ user_id: number; kyc_tier: number }>(
      `UPDATE kyc_documents d SET status = $2, decided_at = $3, decided_by = $4 FROM users u
       WHERE d.id = $1 AND d.status = 'pending' AND u.id = d.user_id RETURNING d.user_id, u.kyc_tier`,
      [id, decision, now, action.staff.id],
    );
    const row = rows[0];
    if (!row) {
      const exists = await db.query('SELECT 1 FROM kyc_documents WHERE id = $1', [id]);
      if (exists.rows.length === 0) throw new NotFound('No such document');
      throw new Conflict('This document was already decided.');
    }
    const tier = decision === 'approved' ? 3 : row.kyc_tier;
    if (decision === 'approved') await db.query('UPDATE users SET kyc_tier = 3, updated_at = $2 WHERE id = $1', [row.user_id, now]);
    await audit(`kyc.document.${decision === 'approved' ? 'approve' : 'reject'}`, `user:${row.user_id}`, { document: id, tier: row.kyc_tier }, { document: id, tier });
    return { id, status: decision, user_id: row.user_id, kyc_tier: tier };
  });
}
