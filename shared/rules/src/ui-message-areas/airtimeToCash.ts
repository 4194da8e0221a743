import { formatNaira } from '../money';

/** Airtime to cash: what the customer does after the request, and what staff do. */
export const airtimeToCash = {
  nextSteps: ({ amount, phone, to, receive }: { amount: number; phone: string; to?: string; receive: number }) =>
    `What happens next: transfer ${formatNaira(amount)} of airtime from ${phone} to ${to || 'the number shown for the network'}. ` +
    `${formatNaira(receive)} is credited to your wallet once our staff confirm the airtime has arrived.`,
  declined: (reason: string) =>
    `Our staff declined this request: ${reason}. Your wallet was not credited; if you already sent the airtime, contact support with this reference.`,
  approved: 'The airtime arrived and your wallet has been credited.',
} as const;
