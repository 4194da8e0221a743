import type { Transaction } from '@topup/api-client';
import {
  PRODUCT,
  SCHEDULABLE_KINDS,
  SHOP_CATEGORY_TYPE,
  UI_MESSAGES,
  expectedResolutionAt,
  formatDateTime,
  formatNaira,
  receiptResponseText,
  sentenceCase,
  type RepeatPurchase,
  type SchedulableKind,
} from '@topup/rules';

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

/** What happens after an airtime-to-cash request: how to send the airtime, then what staff decided. */
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

/** Bill purchases settled by a provider: a pending one is requeried until it settles (ADR 0003). */
const PROVIDER_PURCHASES = new Set(['airtime', 'data', 'cable', 'electricity', 'education']);

/** When a pending purchase should be settled at the latest (the requery safety net's schedule); null otherwise. */
export function expectedResolution(t: Transaction): Date | null {
  if (t.status !== 'pending' || t.airtime_to_cash || !PROVIDER_PURCHASES.has(t.category?.type ?? '')) return null;
  return expectedResolutionAt(t.created_at);
}

const PHONE = /\b0\d{10}\b/;
const PHONE_AFTER = /phone (0\d{10})\b/;
const NAIRA = /₦([\d,]+(?:\.\d+)?)/;
const METER_TYPE = /\b(prepaid|postpaid)\b/i;

/** The face value in a plan such as 'MTN airtime ₦1,000.00', as the form types it ('1000'). */
function faceValue(plan: string): string | undefined {
  const match = plan.match(NAIRA)?.[1];
  if (!match) return undefined;
  const value = Number(match.replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? String(value) : undefined;
}

/**
 * "Repeat this" (ADR 0027): the bill form to open and what to fill it with, read from the receipt
 * (the provider, the number, the plan); null for what cannot be repeated or scheduled.
 */
export function repeatOf(t: Transaction): { kind: SchedulableKind; purchase: RepeatPurchase } | null {
  const kind = t.category?.type as SchedulableKind;
  if (!(SCHEDULABLE_KINDS as readonly string[]).includes(kind)) return null;
  const provider = t.subcategory?.title;
  const planTitle = provider && t.plan.startsWith(`${provider} `) ? t.plan.slice(provider.length + 1) : t.plan;
  if (kind === 'airtime' || kind === 'data') {
    const number = t.description.match(PHONE)?.[0];
    return { kind, purchase: { provider, number, ...(kind === 'data' ? { plan: planTitle } : { amount: faceValue(t.plan) }) } };
  }
  const phone = t.description.match(PHONE_AFTER)?.[1];
  if (kind === 'electricity') {
    return { kind, purchase: { provider, number: t.card_no ?? undefined, meterType: t.plan.match(METER_TYPE)?.[1]?.toLowerCase(), amount: faceValue(t.plan), phone } };
  }
  // Cable: a renewal renews again; a bouquet change names its bouquet.
  return { kind, purchase: { provider, number: t.card_no ?? undefined, plan: planTitle.startsWith('renewal of') ? undefined : planTitle, phone } };
}
