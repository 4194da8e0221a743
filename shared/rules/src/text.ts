import { MESSAGES } from './messages';

/** 'wallet-transfer' -> 'Wallet transfer'. */
export function sentenceCase(text: string): string {
  const words = text.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Segments that name a record rather than a screen: numeric ids and UUIDs. */
const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Screens whose next segment is always a record's reference, whatever its form (`/receipt/TX-ab12`). */
const RECORD_SCREENS = new Set(['receipt']);

/** Route names that read badly in sentence case, named for people. */
const SCREEN_NAMES: Record<string, string> = {
  setting: 'Settings',
  bills: 'All bills',
  'airtime-cash': 'Airtime to Cash',
  education: 'Result PIN',
  cable: 'Cable TV',
  history: 'Transactions',
  product: 'Products',
  'product-detail': 'Product',
  callback: 'Payment',
};

/** The dashboard top bar heading: '/dashboard/receipt/42' -> 'Receipt', '/dashboard/setting' -> 'Settings'. */
export function routeHeading(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const all = path.split('/').filter((segment) => segment !== '');
  const segments = all.filter((segment, index) => !ID_SEGMENT.test(segment) && !RECORD_SCREENS.has(all[index - 1] ?? ''));
  const last = decodeURIComponent(segments[segments.length - 1] ?? '');
  return SCREEN_NAMES[last] ?? sentenceCase(last);
}

/** A receipt's Response line: the provider's answer, or 'Processing' while there is none. */
export function receiptResponseText(response: string | null | undefined): string {
  return response === null || response === undefined || response.trim() === ''
    ? MESSAGES.receipt.processing
    : response;
}

/** The one form an e-mail address is compared and stored in: trimmed, lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
