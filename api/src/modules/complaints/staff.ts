import { API_MESSAGES, COMPLAINT_MESSAGES, formatKobo, isTestPurchaseDetails, validateComplaintMessage, type ComplaintStatus } from '@topup/rules';
import type { StaffComplaintDetail } from '@topup/wire';
import type { Db, Queryable } from '../../db/client';
import { Conflict, ValidationFailed } from '../../errors';
import { MOVEMENTS } from '../ledger/movements';
import { entriesOfTransaction } from '../ledger/statements';
import { askProvider, providerOf, type EngineOn, type RequeryProviders } from '../purchases/staff';
import { createShopService } from '../shop/service';
import type { StaffAction, StaffTransaction } from '../staff/routes-kit';
import { loadStaffRow, snapshot, staffRecord } from '../transactions/staff-view';
import { emailTicketChange } from './emails';
import { TICKET_COLUMNS, TICKET_FROM, addMessage, loadTicket, messagesOf, toTicket, type TicketRow } from './queries';

const ticketTarget = (id: number) => `complaint:${id}`;
const ticketSnapshot = (row: Pick<TicketRow, 'status' | 'refunded_at'>) => ({ status: row.status, refunded: row.refunded_at !== null });

/** The staff queue: tickets in one status, oldest change first (who waited longest is served first). */
export async function complaintQueue(db: Queryable, status: ComplaintStatus) {
  const { rows } = await db.query<TicketRow>(`SELECT ${TICKET_COLUMNS} FROM ${TICKET_FROM} WHERE c.status = $1 ORDER BY c.updated_at, c.id LIMIT 200`, [status]);
  return rows.map((row) => ({ ...toTicket(row), email: row.email }));
}

/** Tickets waiting for staff (the overview's figure). */
export async function openComplaintCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`SELECT COUNT(*)::int AS count FROM complaint_tickets WHERE status = 'open'`);
  return rows[0]!.count;
}

/** The release versions a transaction was made through (migration 502); null when not recorded. */
async function releaseVersionsOf(db: Queryable, txRef: string): Promise<unknown> {
  const { rows } = await db.query<{ versions: unknown }>(`SELECT release_versions AS versions FROM transactions WHERE tx_ref = $1`, [txRef]);
  return rows[0]?.versions ?? null;
}

/** A ticket as staff see it: the conversation, the transaction, its ledger entries, the last requery. */
export async function staffComplaint(db: Queryable, id: number): Promise<StaffComplaintDetail> {
  const row = await loadTicket(db, id);
  const transaction = await loadStaffRow(db, row.transaction_id);
  return {
    ...toTicket(row),
    messages: await messagesOf(db, id),
    email: row.email,
    transaction_id: row.transaction_id,
    requery_result: row.requery_result,
    release_versions: await releaseVersionsOf(db, row.tx_ref),
    transaction: { ...staffRecord(transaction), provider_request: transaction.provider_request, ledger: await entriesOfTransaction(db, row.tx_ref) },
  };
}

/** Writes a change of the ticket: its status, a message in the conversation, the e-mail and the audit row. */
async function change(
  tx: StaffTransaction,
  input: {
    row: TicketRow;
    staffId: number;
    now: Date;
    status: ComplaintStatus;
    message: { author: 'staff' | 'system'; body: string };
    email: string;
    action: string;
    extra?: string;
    /** The audit row's before and after when the change did more than the ticket (a refund). */
    audit?: { before: unknown; after: unknown };
  },
) {
  const { row, now } = input;
  await tx.db.query(
    `UPDATE complaint_tickets SET status = $2, customer_unread = true, updated_at = $3,
       resolved_at = CASE WHEN $2 = 'resolved' THEN $3::timestamptz ELSE NULL END${input.extra ?? ''} WHERE id = $1`,
    [row.id, input.status, now],
  );
  const messageId = await addMessage(tx.db, { ticketId: row.id, author: input.message.author, staffId: input.staffId, body: input.message.body, now });
  await emailTicketChange(tx.db, { to: row.email, firstName: row.first_name, ticketId: row.id, body: input.email, key: `m${messageId}`, now });
  const audit = input.audit ?? { before: ticketSnapshot(row), after: { status: input.status, refunded: row.refunded_at !== null } };
  await tx.audit(input.action, ticketTarget(row.id), audit.before, audit.after);
}

function checked(message: string): string {
  const problem = validateComplaintMessage(message);
  if (problem) throw new ValidationFailed('message', problem);
  return message.trim();
}

export function complaintStaffActions(deps: { db: Db; clock: () => Date; providers: RequeryProviders; engineOn: EngineOn }) {
  const { db, clock } = deps;

  return {
    /** Staff answer; the ticket then waits on the customer (or is resolved with the answer). */
    async reply(action: StaffAction, id: number, body: { message: string; resolve?: boolean }) {
      const message = checked(body.message);
      await action.transaction(async (tx) => {
        const row = await loadTicket(tx.db, id, { lock: true });
        if (row.status === 'resolved') throw new Conflict(COMPLAINT_MESSAGES.resolvedAlready);
        const status: ComplaintStatus = body.resolve ? 'resolved' : 'waiting_on_customer';
        const email = body.resolve ? `${COMPLAINT_MESSAGES.email.replied(id, message)}\n\n${COMPLAINT_MESSAGES.email.resolved(id)}` : COMPLAINT_MESSAGES.email.replied(id, message);
        await change(tx, { row, staffId: action.staff.id, now: clock(), status, message: { author: 'staff', body: message }, email, action: body.resolve ? 'complaint.resolve' : 'complaint.reply' });
      });
      return staffComplaint(db, id);
    },

    async resolve(action: StaffAction, id: number) {
      await action.transaction(async (tx) => {
        const row = await loadTicket(tx.db, id, { lock: true });
        if (row.status === 'resolved') throw new Conflict(COMPLAINT_MESSAGES.resolvedAlready);
        await change(tx, {
          row, staffId: action.staff.id, now: clock(), status: 'resolved',
          message: { author: 'system', body: COMPLAINT_MESSAGES.resolved }, email: COMPLAINT_MESSAGES.email.resolved(id), action: 'complaint.resolve',
        });
      });
      return staffComplaint(db, id);
    },

    /**
     * Asks the provider about the ticket's purchase: a pending one through the existing requery
     * (which settles what the provider says); a settled one is only asked, nothing changes.
     */
    async requery(action: StaffAction, id: number) {
      const ticket = await loadTicket(db, id);
      const row = await loadStaffRow(db, ticket.transaction_id);
      if (!row.provider_request) throw new Conflict(COMPLAINT_MESSAGES.notRefundable);
      // Asked outside the transaction (no lock held while the provider answers), as the purchases' requery does.
      const outcome = row.status === 'pending' ? await askProvider(deps.providers, row) : await providerOf(deps.providers, row).requery(row.tx_ref);
      const message = 'message' in outcome && typeof outcome.message === 'string' ? outcome.message : '';
      await action.transaction(async (tx) => {
        const at = clock();
        // A pending purchase is settled by what the provider said (the engine ignores anything not final).
        const after = row.status === 'pending' ? await deps.engineOn(tx.db).settle(row.tx_ref, outcome) : row;
        const result = { status: outcome.status, message, at: at.toISOString() };
        await tx.db.query('UPDATE complaint_tickets SET requery_result = $2, updated_at = $3 WHERE id = $1', [id, JSON.stringify(result), at]);
        await addMessage(tx.db, { ticketId: id, author: 'system', staffId: action.staff.id, body: COMPLAINT_MESSAGES.requeryNote(outcome.status, message), now: at });
        await tx.audit('complaint.requery', ticketTarget(id), { transaction: snapshot(row) }, { transaction: snapshot(after), provider: result });
      });
      return staffComplaint(db, id);
    },

    /**
     * Admin: refunds the ticket's transaction through the existing refund paths, once, and resolves
     * the ticket: a pending purchase flagged for review is settled as failed by the engine (purchase refund), a pending
     * shop order is cancelled (shop refund, restocked), a delivered purchase gets the complaint
     * refund movement (revenue back to the wallet). Anything else (a transfer) is refused.
     */
    async refund(action: StaffAction, id: number) {
      await action.transaction(async (tx) => {
        const now = clock();
        const ticket = await loadTicket(tx.db, id, { lock: true });
        if (ticket.refunded_at) throw new Conflict(COMPLAINT_MESSAGES.refundedAlready);
        const row = await loadStaffRow(tx.db, ticket.transaction_id, true);
        // A reseller test key's purchase was paid with play money: no refund of real money for it.
        if (isTestPurchaseDetails(row.request_details)) throw new Conflict(COMPLAINT_MESSAGES.notRefundable);
        let after;
        if (row.kind === 'shop' && row.status === 'pending') {
          after = await createShopService({ db: tx.db, clock }).cancelOrder(row.tx_ref, API_MESSAGES.staff.orderCancelled);
        } else if (row.provider_request && row.status === 'pending' && !row.needs_review) {
          // The provider may still deliver: requery first; only a purchase flagged for review is refunded by hand.
          throw new Conflict(COMPLAINT_MESSAGES.pendingNoRefund);
        } else if (row.provider_request && row.status === 'pending') {
          after = await deps.engineOn(tx.db).settle(row.tx_ref, { status: 'failed', reason: 'declined', message: API_MESSAGES.staff.resolvedRefunded });
        } else if (row.provider_request && row.status === 'confirmed') {
          const moved = await MOVEMENTS.complaintRefund(tx.db, { txRef: row.tx_ref, userId: row.user_id, amountKobo: row.amount_kobo, occurredAt: now });
          if (!moved) throw new Conflict(COMPLAINT_MESSAGES.refundedAlready);
          const updated = await tx.db.query<{ status: string; response: string; amount_kobo: number }>(
            `UPDATE transactions SET status = 'reversed', response = $2, updated_at = $3 WHERE id = $1 RETURNING status, response, amount_kobo`,
            [row.id, COMPLAINT_MESSAGES.refunded(formatKobo(row.amount_kobo)), now],
          );
          after = updated.rows[0]!;
        } else {
          throw new Conflict(row.status === 'reversed' ? COMPLAINT_MESSAGES.refundedAlready : COMPLAINT_MESSAGES.notRefundable);
        }
        if (after.status !== 'reversed') throw new Conflict(API_MESSAGES.staff.notPending);
        const refunded = COMPLAINT_MESSAGES.refunded(formatKobo(row.amount_kobo));
        await change(tx, {
          row: ticket, staffId: action.staff.id, now, status: 'resolved', message: { author: 'system', body: refunded },
          email: `${COMPLAINT_MESSAGES.email.refunded(id, formatKobo(row.amount_kobo))}\n\n${COMPLAINT_MESSAGES.email.resolved(id)}`,
          action: 'complaint.refund', extra: ', refunded_at = $3',
          audit: { before: { ...ticketSnapshot(ticket), transaction: snapshot(row) }, after: { status: 'resolved', refunded: true, transaction: snapshot(after) } },
        });
      });
      return staffComplaint(db, id);
    },
  };
}
