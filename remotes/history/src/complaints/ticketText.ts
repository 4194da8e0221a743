import type { ComplaintTicket } from '@topup/api-client';

/** A ticket's status as a badge tone: waiting on the customer stands out. */
export const ticketTone = (status: ComplaintTicket['status']) => (status === 'resolved' ? 'success' : status === 'waiting_on_customer' ? 'warning' : 'info');
