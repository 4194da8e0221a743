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
  'back office': 'Staff only, under /admin: a staff session (password and authenticator); some calls need the admin role.',
  schedules: 'Scheduled top-ups: a purchase repeated daily, weekly or monthly, each run through the purchase engine (ADR 0027).',
  complaints: 'Problems reported on a receipt: a ticket linked to the transaction, its status and conversation (ADR 0027).',
} as const;

export type ApiTag = keyof typeof API_TAGS;

export function isApiTag(name: string): name is ApiTag {
  return Object.hasOwn(API_TAGS, name);
}
