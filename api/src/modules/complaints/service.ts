import { COMPLAINT_MESSAGES, COMPLAINT_REASON_LABELS, validateComplaintMessage, type ComplaintReason } from '@topup/rules';
import type { ComplaintDetail, ComplaintInput, ComplaintTicket } from '@topup/wire';
import type { Db } from '../../db/client';
import { NotFound, ValidationFailed } from '../../errors';
import { LIVE_ROW } from '../transactions/queries';
import { emailTicketChange } from './emails';
import { TICKET_COLUMNS, TICKET_FROM, addMessage, loadTicket, messagesOf, toTicket, type TicketRow } from './queries';

function checkedMessage(message: string): string {
  const problem = validateComplaintMessage(message);
  if (problem) throw new ValidationFailed('message', problem);
  return message.trim();
}

/** The customer's side of complaints: report on a receipt, read the conversation, reply. */
export function createComplaints(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  async function detail(userId: number, id: number, markRead = true): Promise<ComplaintDetail> {
    if (markRead) await db.query('UPDATE complaint_tickets SET customer_unread = false WHERE id = $1 AND user_id = $2 AND customer_unread', [id, userId]);
    const row = await loadTicket(db, id, { userId });
    return { ...toTicket(row), messages: await messagesOf(db, id) };
  }

  return {
    detail,

    async list(userId: number): Promise<ComplaintTicket[]> {
      const { rows } = await db.query<TicketRow>(`SELECT ${TICKET_COLUMNS} FROM ${TICKET_FROM} WHERE c.user_id = $1 ORDER BY c.updated_at DESC, c.id DESC`, [userId]);
      return rows.map(toTicket);
    },

    /** A report on one of the customer's transactions: a new ticket, or a message on the one still open. */
    async create(userId: number, input: ComplaintInput): Promise<{ created: boolean; ticket: ComplaintDetail }> {
      const message = checkedMessage(input.message);
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        // A reseller test key's purchase is not in the customer's history, nor theirs to complain about (no real money).
        const owned = await tx.query(`SELECT 1 FROM transactions WHERE tx_ref = $1 AND user_id = $2 AND ${LIVE_ROW()}`, [input.tx_ref, userId]);
        if (owned.rows.length === 0) throw new NotFound(COMPLAINT_MESSAGES.transactionNotFound);
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO complaint_tickets (user_id, tx_ref, reason, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
           ON CONFLICT (tx_ref) WHERE status <> 'resolved' DO NOTHING RETURNING id`,
          [userId, input.tx_ref, input.reason, now],
        );
        let id = inserted.rows[0]?.id;
        const created = id !== undefined;
        if (id === undefined) {
          const open = await tx.query<{ id: number }>(
            `UPDATE complaint_tickets SET status = 'open', updated_at = $2 WHERE tx_ref = $1 AND status <> 'resolved' RETURNING id`,
            [input.tx_ref, now],
          );
          id = open.rows[0]!.id;
        }
        const body = created ? `${COMPLAINT_REASON_LABELS[input.reason as ComplaintReason]}: ${message}` : message;
        await addMessage(tx, { ticketId: id, author: 'customer', body, now });
        if (created) {
          const row = await loadTicket(tx, id);
          await emailTicketChange(tx, { to: row.email, firstName: row.first_name, ticketId: id, body: COMPLAINT_MESSAGES.email.opened(id, row.tx_ref), key: 'opened', now });
        }
        return { id, created };
      });
      return { created: outcome.created, ticket: await detail(userId, outcome.id, false) };
    },

    /** The customer answers: the ticket is open again (a resolved one too: the problem is still there). */
    async reply(userId: number, id: number, text: string): Promise<ComplaintDetail> {
      const message = checkedMessage(text);
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await loadTicket(tx, id, { userId, lock: true });
        if (row.status === 'resolved') {
          // A resolved ticket's transaction may already have a new open ticket: add there instead of reopening.
          const reopened = await tx.query(
            `UPDATE complaint_tickets SET status = 'open', resolved_at = NULL, updated_at = $2 WHERE id = $1
             AND NOT EXISTS (SELECT 1 FROM complaint_tickets o WHERE o.tx_ref = $3 AND o.status <> 'resolved') RETURNING id`,
            [id, now, row.tx_ref],
          );
          if (reopened.rows.length === 0) throw new ValidationFailed('message', COMPLAINT_MESSAGES.resolvedAlready);
        } else {
          await tx.query(`UPDATE complaint_tickets SET status = 'open', updated_at = $2 WHERE id = $1`, [id, now]);
        }
        await addMessage(tx, { ticketId: id, author: 'customer', body: message, now });
      });
      return detail(userId, id);
    },
  };
}
