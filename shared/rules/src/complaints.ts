/** Complaints on a receipt (ADR 0027): reasons, statuses and the customer's words. */

export const COMPLAINT_REASONS = ['not_delivered', 'wrong_amount', 'token_not_working', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export const COMPLAINT_REASON_LABELS: Record<ComplaintReason, string> = {
  not_delivered: 'Not delivered',
  wrong_amount: 'Wrong amount',
  token_not_working: 'Token not working',
  other: 'Other',
};

export const COMPLAINT_STATUSES = ['open', 'waiting_on_customer', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Open',
  waiting_on_customer: 'Waiting on you',
  resolved: 'Resolved',
};

/** The same statuses as staff read them in the back office (the customer's "Waiting on you"). */
export const STAFF_COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Open',
  waiting_on_customer: 'Waiting on customer',
  resolved: 'Resolved',
};

/** Who wrote a message in a ticket's conversation, as staff read it. */
export const COMPLAINT_AUTHOR_LABELS: Record<'customer' | 'staff' | 'system', string> = { customer: 'Customer', staff: 'Support', system: 'System' };

export const COMPLAINT_MESSAGE_MAX = 2000;

/**
 * How long a pending purchase may take at most before it is settled or handed to a person: the
 * requery safety net's retries (ADR 0003, about a day with the defaults).
 */
export const PENDING_RESOLUTION_MS = 24 * 60 * 60_000;

/** When a purchase still pending is expected to be settled at the latest. */
export function expectedResolutionAt(createdAt: string | Date): Date {
  return new Date(new Date(createdAt).getTime() + PENDING_RESOLUTION_MS);
}

export function validateComplaintMessage(message: string): string | undefined {
  const text = message.trim();
  if (text.length === 0) return COMPLAINT_MESSAGES.messageRequired;
  if (text.length > COMPLAINT_MESSAGE_MAX) return COMPLAINT_MESSAGES.messageTooLong;
  return undefined;
}

export const COMPLAINT_MESSAGES = {
  reportTitle: 'Report a problem',
  created: 'Thank you. We have opened a ticket and will reply by e-mail and in History.',
  addedToOpen: 'We added your message to the open ticket on this transaction.',
  replied: 'Message sent.',
  notFound: 'Ticket not found.',
  transactionNotFound: 'Transaction not found.',
  resolvedAlready: 'This ticket is resolved.',
  messageRequired: 'Please tell us what went wrong.',
  messageTooLong: `Please keep your message under ${COMPLAINT_MESSAGE_MAX} characters.`,
  reasonRequired: 'Please choose what went wrong.',
  /** A ticket on a purchase still pending: no promise of a refund, the engine decides. */
  stillPending: (by: string) =>
    `This purchase is still being confirmed with the provider. We expect a final answer by ${by}; if it fails, your wallet is refunded automatically.`,
  pendingReceipt: (by: string) => `Expected to be confirmed by ${by} at the latest.`,
  refunded: (amount: string) => `We refunded ${amount} to your wallet.`,
  resolved: 'Your ticket is resolved.',
  notRefundable: 'This transaction cannot be refunded from a ticket.',
  pendingNoRefund: 'This purchase is still pending with the provider: requery it; only a purchase flagged for review is refunded by hand.',
  refundedAlready: 'This transaction has already been refunded.',
  requeryNote: (status: string, message: string) => `Provider requery: ${status}${message ? ` (${message})` : ''}.`,
  /** The customer's screens: the receipt's report dialog, the tickets in History, the bell. */
  ui: {
    reasonLegend: 'What went wrong?',
    messageLabel: 'Message',
    send: 'Send report',
    cancel: 'Cancel',
    viewTicket: 'View ticket',
    ticketOnReceipt: (id: number, status: string) => `Ticket #${id}: ${status}`,
    ticketsTitle: 'Tickets',
    ticketsLink: 'My tickets',
    ticketTitle: (id: number) => `Ticket #${id}`,
    loadingTickets: 'Loading tickets',
    loadingTicket: 'Loading ticket',
    noTickets: 'No tickets yet. Use "Report a problem" on a receipt if something went wrong.',
    ticketsFailed: 'Your tickets could not be loaded.',
    ticketFailed: 'This ticket could not be loaded.',
    ticketNotFound: 'Ticket not found.',
    lastUpdate: 'Last update',
    transaction: 'Transaction',
    conversation: 'Conversation',
    replyLabel: 'Your answer',
    replySend: 'Send answer',
    waitingOnYou: 'Support is waiting for your answer.',
    resolvedNote: 'This ticket is resolved. If the problem is still there, answer below and it opens again.',
    refundedNote: 'This transaction was refunded to your wallet.',
    authors: { customer: 'You', staff: 'Support', system: 'Update' },
    /** The bell while tickets have news the customer has not opened (without, it is History's "Transactions"). */
    bell: (unread: number) => `Tickets, ${unread} new`,
    receiptLink: 'View receipt',
  },
  email: {
    subject: (id: number) => `Your ticket #${id}`,
    opened: (id: number, txRef: string) => `We received your report on transaction ${txRef} (ticket #${id}). We will get back to you soon.`,
    replied: (id: number, message: string) => `Support replied on ticket #${id}:\n\n${message}`,
    refunded: (id: number, amount: string) => `On ticket #${id}, we refunded ${amount} to your wallet.`,
    resolved: (id: number) => `Ticket #${id} is resolved. Reply in History if the problem is still there.`,
  },
  /** The back office's ticket screen (staff words). */
  staff: {
    queueEmpty: (status: string) => `No ticket is ${status.toLowerCase()}.`,
    notRequeried: 'Not asked yet.',
    confirmRefund: (amount: string, txRef: string) => `Refund ${amount} of ${txRef} to the customer's wallet and resolve the ticket?`,
    refundPendingHint: 'Still pending with the provider: requery it first; only a purchase flagged for review is refunded by hand.',
  },
} as const;
