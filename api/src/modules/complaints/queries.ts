import { COMPLAINT_MESSAGES, expectedResolutionAt, formatDateTime, type ComplaintReason, type ComplaintStatus } from '@topup/rules';
import type { ComplaintDetail, ComplaintTicket } from '@topup/wire';
import type { Queryable } from '../../db/client';
import { NotFound } from '../../errors';

export interface TicketRow {
  id: number;
  user_id: number;
  tx_ref: string;
  reason: ComplaintReason;
  status: ComplaintStatus;
  customer_unread: boolean;
  requery_result: { status: string; message: string; at: string } | null;
  refunded_at: Date | null;
  created_at: Date;
  updated_at: Date;
  plan: string;
  transaction_status: string;
  transaction_id: number;
  transaction_created_at: Date;
  email: string;
  first_name: string;
}

export const TICKET_COLUMNS = `c.id, c.user_id, c.tx_ref, c.reason, c.status, c.customer_unread, c.requery_result, c.refunded_at, c.created_at, c.updated_at,
  t.plan, t.status AS transaction_status, t.id AS transaction_id, t.created_at AS transaction_created_at, u.email, u.first_name`;
export const TICKET_FROM = `complaint_tickets c JOIN transactions t ON t.tx_ref = c.tx_ref JOIN users u ON u.id = c.user_id`;

/** A ticket as its customer sees it; a purchase still pending gets when it should settle, not a refund promise. */
export function toTicket(row: TicketRow): ComplaintTicket {
  return {
    id: row.id,
    tx_ref: row.tx_ref,
    transaction_id: row.transaction_id,
    reason: row.reason,
    status: row.status,
    unread: row.customer_unread,
    refunded: row.refunded_at !== null,
    plan: row.plan,
    transaction_status: row.transaction_status,
    pending_note:
      row.transaction_status === 'pending' ? COMPLAINT_MESSAGES.stillPending(formatDateTime(expectedResolutionAt(row.transaction_created_at))) : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function loadTicket(q: Queryable, id: number, options: { userId?: number; lock?: boolean } = {}): Promise<TicketRow> {
  const params: unknown[] = [id];
  const mine = options.userId === undefined ? '' : ` AND c.user_id = $${params.push(options.userId)}`;
  const { rows } = await q.query<TicketRow>(`SELECT ${TICKET_COLUMNS} FROM ${TICKET_FROM} WHERE c.id = $1${mine}${options.lock ? ' FOR UPDATE OF c' : ''}`, params);
  if (!rows[0]) throw new NotFound(COMPLAINT_MESSAGES.notFound);
  return rows[0];
}

export async function messagesOf(q: Queryable, ticketId: number): Promise<ComplaintDetail['messages']> {
  const { rows } = await q.query<{ id: number; author: 'customer' | 'staff' | 'system'; body: string; created_at: Date }>(
    'SELECT id, author, body, created_at FROM complaint_messages WHERE ticket_id = $1 ORDER BY id',
    [ticketId],
  );
  return rows.map((m) => ({ ...m, created_at: m.created_at.toISOString() }));
}

export async function addMessage(q: Queryable, input: { ticketId: number; author: 'customer' | 'staff' | 'system'; staffId?: number; body: string; now: Date }) {
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO complaint_messages (ticket_id, author, staff_id, body, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [input.ticketId, input.author, input.staffId ?? null, input.body, input.now],
  );
  return rows[0]!.id;
}
