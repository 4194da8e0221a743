/** The OpenAPI document's tags, one per area of the API; a module names its own (ApiModule.tag). */
export const API_TAGS = {
  auth: 'Customer sign-in and sign-out: a bearer token (JWT) for the calls that need login.',
  accounts: 'Registration and password reset.',
  user: 'The signed-in customer, with wallet and bonus balances and virtual accounts.',
  profile: "The signed-in customer's profile, bank details, password and settings.",
  content: 'Site settings and the notification board shown by the web app.',
  catalogue: 'Bill services and their providers, plans, discounts and commissions.',
  purchases: 'Airtime, data, cable, electricity, exam pins and airtime-to-cash, and the verifications they need.',
  wallet: "Money in and between wallets: card payments, virtual bank accounts, transfers and the gateway's webhook.",
  shop: 'Gadget shop: categories, products and orders paid from the wallet.',
  transactions: "The signed-in customer's transaction history and receipts.",
  'public site': 'Forms of the public site: contact and newsletter.',
  releases: 'Releases of the shell and each remote: publish, promote, roll back and status with a release token (ADR 0018), and the Releases screen of the back office.',
  beneficiaries: 'Saved phone numbers, smart cards, meters and transfer e-mails, with a name (at most 50 per customer).',
  sessions: "The signed-in customer's sessions (browser, system, place, last seen): list them and sign them out.",
  safety: 'Transaction PIN (sent as X-Transaction-Pin on every debit once set) and KYC tiers with their daily limits and balance caps.',
  'back office': 'Staff only, under /admin: a staff session (password and authenticator); some calls need the admin role.',
  vendors: 'Becoming a vendor, and a vendor’s API keys, callback URL, callback log and API usage (the web app’s vendor area).',
  reseller:
    'The reseller API under /api/reseller/v1/ (ADR 0026), for vendors’ servers: `Authorization: Bearer <api key>`. Balance, services at vendor prices, verify, ' +
    'purchases with your own request_id (a repeat never buys twice and answers the first purchase), requery, transactions. Final states are posted to your ' +
    'callback URL, signed: X-Topup-Signature = hex HMAC-SHA512 of `<X-Topup-Timestamp>.<raw body>` with the key’s signing secret; X-Topup-Event-Id to drop duplicates.',
  schedules: 'Scheduled top-ups: a purchase repeated daily, weekly or monthly, each run through the purchase engine (ADR 0027).',
  complaints: 'Problems reported on a receipt: a ticket linked to the transaction, its status and conversation (ADR 0027).',
} as const;

export type ApiTag = keyof typeof API_TAGS;

export function isApiTag(name: string): name is ApiTag {
  return Object.hasOwn(API_TAGS, name);
}
