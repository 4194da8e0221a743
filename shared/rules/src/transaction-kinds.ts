import { PURCHASE_KINDS } from './purchase-kinds';

/*
 * Every kind of transaction row by name (the back office never shows a code such as
 * `card_funding`), and the groups the overview's figures are made of, so a figure's link lists
 * exactly the rows it adds up.
 */

/** Money into wallets: the overview's "Funding in". */
export const FUNDING_KINDS = ['card_funding', 'bank_transfer_funding'] as const;

/** Kinds that put money into the customer's wallet; every other kind takes it out (History marks them). */
export const CREDIT_KINDS: readonly string[] = [...FUNDING_KINDS, 'transfer_in', 'referral_bonus', 'bonus_to_wallet', 'airtimeToCash'];
export type MoneyDirection = 'credit' | 'debit';
export const moneyDirectionOf = (kind: string): MoneyDirection => (CREDIT_KINDS.includes(kind) ? 'credit' : 'debit');

/** Kinds that are neither a sale nor funding, by name. */
const OTHER_KIND_NAMES: Record<string, string> = {
  shop: 'Shop order',
  card_funding: 'Card funding',
  bank_transfer_funding: 'Bank transfer funding',
  transfer_out: 'Wallet transfer sent',
  transfer_in: 'Wallet transfer received',
  bonus_to_wallet: 'Bonus to wallet',
  referral_bonus: 'Referral bonus',
};

/**
 * A filter value that stands for several kinds: `sales` (every purchase kind, airtime to cash and
 * shop orders: the overview's Sales, Sales value, Delivered value and Refunds), `provider` (the
 * purchases a provider was asked for: "Pending at the provider") and `funding`.
 */
export const TRANSACTION_KIND_GROUPS = {
  sales: 'All sales',
  provider: 'All purchases sent to a provider',
  funding: 'All funding in (card and bank transfer)',
} as const;
export type TransactionKindGroup = keyof typeof TRANSACTION_KIND_GROUPS;

export const isTransactionKindGroup = (value: string): value is TransactionKindGroup => Object.prototype.hasOwnProperty.call(TRANSACTION_KIND_GROUPS, value);

/** Every kind a transaction row has, in the order a Service filter lists them. */
export const TRANSACTION_KIND_NAMES: ReadonlyMap<string, string> = new Map([
  ...PURCHASE_KINDS.map((k) => [k.key as string, k.label as string] as const),
  ...Object.entries(OTHER_KIND_NAMES),
]);

/** A kind (or a group) by name; an unknown code as it is, so nothing disappears. */
export const transactionKindLabel = (kind: string): string =>
  (isTransactionKindGroup(kind) ? TRANSACTION_KIND_GROUPS[kind] : TRANSACTION_KIND_NAMES.get(kind)) ?? kind;

/** The back office's Service filter: the groups first, then each kind. */
export const TRANSACTION_KIND_OPTIONS: { value: string; label: string }[] = [
  ...Object.entries(TRANSACTION_KIND_GROUPS).map(([value, label]) => ({ value, label })),
  ...[...TRANSACTION_KIND_NAMES].map(([value, label]) => ({ value, label })),
];

/**
 * The back office overview's figures (admin/overview/trends/ periods) and the transactions filter
 * each one links to: the rows listed add up to the figure (counted, or their amounts summed).
 */
export const OVERVIEW_FIGURE_FILTERS = {
  pending: { kind: 'provider', status: 'pending' },
  needs_review: { status: 'needs_review' },
  sales: { kind: 'sales' },
  sales_value: { kind: 'sales' },
  delivered: { kind: 'sales', status: 'confirmed' },
  refunds: { kind: 'sales', status: 'reversed' },
  funding_in: { kind: 'funding', status: 'confirmed' },
  transfers: { kind: 'transfer_out' },
} as const satisfies Record<string, Record<string, string>>;
