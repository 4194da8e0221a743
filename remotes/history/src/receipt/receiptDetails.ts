import type { Transaction } from '@topup/api-client';
import { PRODUCT, SHOP_CATEGORY_TYPE, UI_MESSAGES, formatDateTime, formatNaira, receiptResponseText, sentenceCase } from '@topup/rules';

/** A shop order's description carries its quantity after a comma and a colon: 'Earbuds, Quantity: 2'. */
export function quantityFromDescription(description: string | null | undefined): string | null {
  const afterComma = description?.split(',').pop();
  if (afterComma === undefined || afterComma === description) return null;
  const colon = afterComma.indexOf(':');
  const quantity = colon === -1 ? '' : afterComma.slice(colon + 1).trim();
  return quantity || null;
}

export const isShopOrder = (t: Transaction) => t.category?.type === SHOP_CATEGORY_TYPE;

export const receiptTitle = (t: Transaction) => t.subcategory?.title ?? t.category?.title ?? t.plan;

export const receiptImage = (t: Transaction) => t.subcategory?.image ?? t.category?.image ?? null;

/** What the number on a purchase is: a meter, a smart card or a candidate's profile ID. */
export function cardLabel(t: Transaction): string {
  const type = t.category?.type;
  if (type === 'electricity') return 'Meter number';
  if (type === 'cable') return 'Smart card / IUC number';
  if (type === 'education') return 'Profile ID';
  return 'Number';
}

/** What a purchase delivered: exam pins ('Serial: … PIN: …' lines) or an electricity token. */
export const tokenLabel = (t: Transaction) => (t.category?.type === 'education' || /PIN:/.test(t.token ?? '') ? 'PINs' : 'Token');

/** What happens after an airtime-to-cash request (issue 9): how to send the airtime, then what staff decided. */
export function airtimeToCashNextText(t: Transaction): string[] {
  const request = t.airtime_to_cash;
  if (!request) return [];
  if (t.status === 'pending') {
    const steps = UI_MESSAGES.airtimeToCash.nextSteps({
      amount: request.amount_transferred,
      phone: request.phone,
      to: request.receiving_number,
      receive: t.amount,
    });
    return request.how_to ? [steps, request.how_to] : [steps];
  }
  if (t.status === 'confirmed') return [UI_MESSAGES.airtimeToCash.approved];
  if (request.decline_reason) return [UI_MESSAGES.airtimeToCash.declined(request.decline_reason)];
  return [];
}

/** The receipt as plain text, for Share (or the clipboard where a device cannot share). */
export function receiptSummary(t: Transaction): string {
  return [
    `${PRODUCT.name} receipt`,
    `${receiptTitle(t)}: ${t.plan}`,
    `Amount: ${formatNaira(t.amount)}`,
    `Status: ${sentenceCase(t.status)}`,
    `Reference: ${t.tx_ref}`,
    t.card_no ? `${cardLabel(t)}: ${t.card_no}` : null,
    t.customer_name ? `Customer name: ${t.customer_name}` : null,
    t.token ? `${tokenLabel(t)}:\n${t.token}` : null,
    `Response: ${receiptResponseText(t.response)}`,
    `Date: ${formatDateTime(t.created_at)}`,
    ...airtimeToCashNextText(t),
  ]
    .filter(Boolean)
    .join('\n');
}
