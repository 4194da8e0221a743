/*
 * Wire shapes, once (ADR 0010): TypeBox schemas are JSON Schema, so the API validates, serializes
 * and documents (OpenAPI) with them, and the web client infers its types from them with Static<>.
 * Pure: no Node, no React; amounts are naira numbers with at most two decimals.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { TRANSACTION_STATUSES } from '@topup/rules';
import { AUDIT_SORTS, CUSTOMER_SORTS, Page, PageQuery, TRANSACTION_SORTS } from './tables';
import { ComplaintTicket, StaffComplaint } from './complaints';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `{message, data}`: every answer of the API (spec section 7); `data` may be left out. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ message: Type.String(), data: Type.Optional(data) });
/** A JSON schema written by hand (a route's own), usable inside the schemas here; a TypeBox schema stays as it is. */
export const Raw = <T = unknown>(schema: object) => Type.Unsafe<T>(schema);
/** `{message, data: null}`: an answer with nothing to hand back (form calls). */
export const NullData = Envelope(Type.Null());
export const MessageOnly = Type.Object({ message: Type.String() });

/** `{message, errors: [{detail, code}]}`: login, password reset and 401 failures. */
export const ErrorsEnvelope = Type.Object({
  message: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(Type.Object({ detail: Type.Optional(Type.String()), code: Type.Optional(Type.String()) }))),
});

/** `{message, data: {field: ["..."]}}`: form refusals, one list of messages per field. */
export const FieldMessages = Type.Object({
  message: Type.Optional(Type.String()),
  data: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

export const TransactionStatus = Type.Union(TRANSACTION_STATUSES.map((status) => Type.Literal(status)));

/** The transaction record of api-contract.md ("Amounts and records"). */
export const TransactionRecord = Type.Object({
  id: Type.Integer(),
  tx_ref: Type.String(),
  plan: Type.String(),
  amount: Type.Number({ description: 'naira' }),
  card_no: Nullable(Type.String({ description: 'smart card, meter or profile number' })),
  token: Nullable(Type.String({ description: "electricity token, or exam pins as 'Serial: … PIN: …' lines" })),
  status: TransactionStatus,
  response: Nullable(Type.String({ description: 'null while processing' })),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  description: Type.String(),
  category: Type.Object({ title: Type.String(), type: Type.String(), image: Type.String() }),
  subcategory: Nullable(Type.Object({ title: Type.String(), image: Type.String() })),
  direction: Type.Optional(Type.Union([Type.Literal('credit'), Type.Literal('debit')], { description: "credit: money into the customer's wallet (funding, transfers received, bonuses, airtime to cash); debit: money out" })),
  customer_name: Type.Optional(Type.String({ description: 'the name the provider verified (cable, electricity, JAMB); absent otherwise' })),
  airtime_to_cash: Type.Optional(
    Type.Object(
      {
        network: Type.String(),
        receiving_number: Type.String({ description: 'where the customer transfers the airtime' }),
        how_to: Type.String({ description: "the network's transfer instructions" }),
        phone: Type.String({ description: 'the line the airtime is sent from' }),
        amount_transferred: Type.Number({ description: 'naira' }),
        decline_reason: Nullable(Type.String({ description: 'what staff said when they declined the request' })),
      },
      { description: 'an airtime-to-cash request: what the customer does next; absent for other kinds' },
    ),
  ),
});

export const VirtualAccountEntry = Type.Object({
  accountName: Type.String(),
  accountNumber: Type.String(),
  bankName: Type.Optional(Type.String()),
});

/** A back-office role (ADR 0011). */
export const StaffRole = Type.Union([Type.Literal('support'), Type.Literal('admin'), Type.Literal('release')]);

/** get-user/ (spec section 3, User). */
export const UserRecord = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone_no: Type.String(),
  wallet_balance: Type.Number({ description: 'naira' }),
  bonus: Type.Number({ description: 'referral balance, naira' }),
  account_name: Nullable(Type.String()),
  account_number: Nullable(Type.String()),
  bank_name: Nullable(Type.String()),
  palmpay_account: Nullable(Type.Array(VirtualAccountEntry)),
  moniepoint_account: Nullable(Type.Array(VirtualAccountEntry)),
  wema_account: Nullable(Type.Array(VirtualAccountEntry)),
  email_notifications: Type.Boolean(),
  referral_count: Type.Optional(Type.Integer()),
  /** Staff only: their back-office role; customers have none. */
  role: Type.Optional(Nullable(StaffRole)),
  /** True when this session passed the staff sign-in (second factor). */
  staff_session: Type.Optional(Type.Boolean()),
  /** Whether debits need the X-Transaction-Pin header. */
  has_transaction_pin: Type.Optional(Type.Boolean()),
  /** The KYC tier (1-3) and its figures in naira; balance_cap null when none. */
  kyc_tier: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  daily_limit: Type.Optional(Type.Number({ description: 'naira a day (Africa/Lagos)' })),
  daily_used: Type.Optional(Type.Number({ description: 'naira taken out today (Africa/Lagos)' })),
  balance_cap: Type.Optional(Nullable(Type.Number({ description: 'naira; null when none' }))),
  /** ADR 0037: present (true) while a one-time password (staff, create-staff) must be replaced. */
  password_change_required: Type.Optional(Type.Boolean()),
  /** The newest proof of address sent for Tier 3; null when none was sent. */
  address_document_status: Type.Optional(
    Nullable(Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')], { description: 'the newest address document (Tier 3)' })),
  ),
  /** The verified BVN or NIN on file (ADR 0024): a new bank account for transfers uses it instead of asking again. */
  verified_identity: Type.Optional(
    Nullable(
      Type.Object(
        { kind: Type.Union([Type.Literal('bvn'), Type.Literal('nin')]), last4: Type.String({ description: 'its last 4 digits' }) },
        { description: 'null when none is on file' },
      ),
    ),
  ),
  /** The price tier (ADR 0026): a vendor is charged, and shown, vendor prices. */
  level: Type.Optional(Type.Union([Type.Literal('customer'), Type.Literal('vendor')])),
});

export const ShopCategory = Type.Object({ id: Type.Integer(), title: Type.String(), image: Type.String() });

export const ShopProduct = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  amount: Type.Number({ description: 'naira, before discount' }),
  discount: Type.Number({ description: 'percent' }),
});

export const ShopProductDetail = Type.Composite([
  ShopProduct,
  Type.Object({ description: Type.String(), stock: Type.Integer(), category_id: Type.Integer(), category: Type.String() }),
]);

export type TransactionRecord = Static<typeof TransactionRecord>;
export type UserRecord = Static<typeof UserRecord>;
export type VirtualAccountEntry = Static<typeof VirtualAccountEntry>;
export type ShopCategory = Static<typeof ShopCategory>;
export type ShopProduct = Static<typeof ShopProduct>;
export type ShopProductDetail = Static<typeof ShopProductDetail>;
export type { Static, TObject, TSchema };

/** Back office: how staff search transactions (admin/transactions/ query string). */
export const StaffTransactionFilter = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100, description: 'reference, phone, smart card/meter or e-mail' })),
  status: Type.Optional(Type.Union([...TRANSACTION_STATUSES.map((s) => Type.Literal(s)), Type.Literal('needs_review')])),
  kind: Type.Optional(Type.String({ maxLength: 40 })),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
});
export type StaffTransactionFilter = Static<typeof StaffTransactionFilter>;

/* Back-office answers (admin/..., ADR 0011) that the admin remote reads: the API serializes and
 * documents them with these, and remotes/admin/src/api.ts infers its types from them. */

/**
 * A timestamp straight from the database, written as JSON writes a Date (ISO 8601). No `type`, so
 * the serializer leaves it to JSON.stringify (a Date from PGlite's realm is no `instanceof Date`).
 */
const Timestamp = () => Type.Unsafe<string>({ description: 'ISO 8601 date-time' });
const TimestampOrNull = () => Type.Unsafe<string | null>({ description: 'ISO 8601 date-time, or null' });

/** A customer as staff find them (admin/customers/): the get-user/ identity fields, role and lock. */
export const CustomerSummary = Type.Composite([
  Type.Pick(UserRecord, ['id', 'username', 'email', 'first_name', 'last_name', 'phone_no']),
  Type.Object({
    role: Nullable(StaffRole),
    locked_at: TimestampOrNull(),
    created_at: Timestamp(),
    level: Type.Union([Type.Literal('customer'), Type.Literal('vendor')], { description: "price tier (ADR 0026): vendors buy at the catalogue's vendor prices" }),
  }),
]);

/** One line of a customer's wallet or bonus ledger (naira; negative leaves the account). */
export const CustomerLedgerLine = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  description: Type.String(),
  occurred_at: Timestamp(),
  amount: Type.Unsafe<number>({ description: 'naira, as the database computes it' }),
  account: Type.String(),
});

/** admin/customers/<id>/: the summary with balances, referrals, transactions and ledger lines. */
export const CustomerDetail = Type.Composite([
  CustomerSummary,
  Type.Pick(UserRecord, ['wallet_balance', 'bonus']),
  Type.Object({
    referrals: Type.Integer(),
    referred: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String(), joined_at: Timestamp() })),
    transactions: Type.Array(TransactionRecord),
    ledger: Type.Array(CustomerLedgerLine),
    kyc_tier: Type.Integer({ minimum: 1, maximum: 3, description: 'KYC tier (ADR 0024)' }),
    flags: Type.Array(Type.String(), { description: 'what staff should look at: over the balance cap, an address document waiting' }),
  }),
]);

/** admin/staff/: who has a back-office role. */
export const StaffMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: StaffRole,
  locked_at: TimestampOrNull(),
  authenticator: Type.Boolean({ description: 'the authenticator app (TOTP) is set up' }),
});

export const CustomerList = Type.Array(CustomerSummary);
export const StaffList = Type.Array(StaffMember);

/** admin/customers/<id>/lock/ and unlock/. */
export const CustomerLock = Type.Object({ id: Type.Integer(), locked: Type.Boolean() });

/*
 * The other back-office answers the admin remote reads. The API documents them with these (route
 * config `answers`, checked against real answers in its tests) but does not serialize with them.
 */
const JsonObject = () => Nullable(Type.Record(Type.String(), Type.Unknown()));

/** A transaction as staff see it (admin/transactions/, the queues, each action's answer). */
export const StaffTransaction = Type.Composite([
  TransactionRecord,
  Type.Object({
    kind: Type.String(),
    email: Type.String({ description: "the customer's" }),
    needs_review: Type.Boolean(),
    provider_message: Nullable(Type.String()),
    staff_note: Nullable(Type.String()),
    request_details: JsonObject(),
    release_versions: Nullable(
      Type.Record(Type.String(), Type.String(), { description: 'the shell and remote versions it was made through, e.g. {"shell": "0.1.0-…", "bills": "0.1.0-…"}; null when not recorded' }),
    ),
  }),
]);

/** admin/transactions/<id>/: with what was sent to the provider and the ledger entries. */
export const StaffTransactionDetail = Type.Composite([
  StaffTransaction,
  Type.Object({
    provider_request: JsonObject(),
    ledger: Type.Array(
      Type.Object({
        id: Type.Integer(),
        kind: Type.String(),
        description: Type.String(),
        occurred_at: Type.String(),
        postings: Type.Array(Type.Object({ account: Type.String(), amount: Type.Number({ description: 'naira' }) })),
      }),
    ),
  }),
]);

/** A run of the ledger check (admin/ledger-check/, the overview's last one). */
export const LedgerCheck = Type.Object({ at: Type.String(), ok: Type.Boolean(), violations: Type.Array(Type.String()) });

/** admin/overview/: today's sales by service (Lagos day), what waits for staff, the last ledger check. */
export const StaffOverview = Type.Object({
  since: Type.String(),
  services: Type.Array(Type.Object({ kind: Type.String(), count: Type.Integer(), value: Type.Number(), revenue: Type.Number() })),
  pending: Type.Integer(),
  needs_review: Type.Integer(),
  airtime_cash: Type.Integer(),
  orders: Type.Integer(),
  complaints: Type.Integer({ description: 'complaint tickets open, waiting for staff' }),
  ledger_check: Nullable(LedgerCheck),
});

/** admin/catalogue/packages/: a provider with its settings and plans. */
export const CataloguePackage = Type.Object({
  id: Type.Integer(),
  type_id: Type.Integer(),
  key: Type.String(),
  title: Type.String(),
  rate_percent: Nullable(Type.Number({ description: 'discount or commission, percent' })),
  receiving_number: Nullable(Type.String()),
  enabled: Type.Boolean(),
  vendor_rate_percent: Type.Optional(Nullable(Type.Number({ description: 'vendors’ discount, percent; null: the customers’' }))),
  plans: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      variation_code: Type.String(),
      amount: Type.Number(),
      vendor_amount: Type.Optional(Nullable(Type.Number({ description: 'what vendors pay; null: the customers’ price' }))),
      enabled: Type.Boolean({ description: 'on sale; false: staff switched it off (not offered, not sold)' }),
    }),
  ),
});

/** The largest value of a PostgreSQL `integer` column (stock, counts): above it is a 400, not a 500. */
export const INT4_MAX = 2_147_483_647;

/**
 * A percent as the database keeps it (`numeric(5,2)`, below 100): at most two decimals, refused
 * otherwise rather than rounded (the API's Ajv judges multipleOf with a precision, so 1.01 passes).
 */
export const Percent = (description: string) => Type.Number({ minimum: 0, maximum: 99.99, multipleOf: 0.01, description });

/** PUT admin/catalogue/packages/<id>/: what staff change of a provider (every property optional). */
export const PackageChangeBody = Type.Object({
  rate_percent: Type.Optional(Percent('discount or commission, percent (at most two decimals)')),
  receiving_number: Type.Optional(Type.String({ pattern: '^0\\d{10}$' })),
  enabled: Type.Optional(Type.Boolean()),
  vendor_rate_percent: Type.Optional(Nullable(Percent('vendors’ discount, percent; null: the customers’'))),
});

/** PUT admin/catalogue/products/<id>/: a shop product's price, discount or stock. */
export const ShopProductChangeBody = Type.Object({
  amount: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  discount: Type.Optional(Percent('percent off (at most two decimals)')),
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: INT4_MAX })),
});

/** admin/catalogue/products/: a shop product with price, discount and stock. */
export const ShopProductRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  amount: Type.Number(),
  discount: Type.Number(),
  stock: Type.Integer(),
});

/** admin/audit/: one staff action, with the state before and after. */
export const AuditRow = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: Timestamp(),
  staff: Type.String({ description: "the staff member's e-mail, or the command line" }),
});

export type StaffTransaction = Static<typeof StaffTransaction>;
export type StaffTransactionDetail = Static<typeof StaffTransactionDetail>;
export type LedgerCheck = Static<typeof LedgerCheck>;
export type StaffOverview = Static<typeof StaffOverview>;
export type CataloguePackage = Static<typeof CataloguePackage>;
export type ShopProductRow = Static<typeof ShopProductRow>;
export type AuditRow = Static<typeof AuditRow>;

export type CustomerSummary = Static<typeof CustomerSummary>;
export type CustomerLedgerLine = Static<typeof CustomerLedgerLine>;
export type CustomerDetail = Static<typeof CustomerDetail>;
export type StaffMember = Static<typeof StaffMember>;
export type CustomerLock = Static<typeof CustomerLock>;

export * from './purchases';
export * from './catalogue';

// The back office's paged lists and exports (ADR 0028).
/** admin/transactions/page/ and admin/transactions/export.csv: the search's filter, one page of it. */
export const StaffTransactionPageQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100, description: 'reference, phone, smart card/meter or e-mail' })),
  status: Type.Optional(Type.Union([...TRANSACTION_STATUSES.map((s) => Type.Literal(s)), Type.Literal('needs_review')])),
  kind: Type.Optional(Type.String({ maxLength: 40 })),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  ...PageQuery(TRANSACTION_SORTS).properties,
});
export const StaffTransactionPage = Page(StaffTransaction);

/** admin/audit/page/ and admin/audit/export.csv: by action or target text, staff e-mail, dates. */
export const AuditPageQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100, description: 'action or target contains' })),
  staff: Type.Optional(Type.String({ maxLength: 200, description: "the staff member's e-mail" })),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  ...PageQuery(AUDIT_SORTS).properties,
});
export const AuditPage = Page(AuditRow);

/** admin/customers/page/: by e-mail, phone or username text, state, the Lagos days they joined. */
export const CustomerPageQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100, description: 'e-mail, phone or username contains' })),
  state: Type.Optional(
    Type.Union([Type.Literal('active'), Type.Literal('locked'), Type.Literal('staff'), Type.Literal('vendor')], { description: 'active: not locked and no staff role; vendor: at the vendor price tier' }),
  ),
  from: Type.Optional(Type.String({ format: 'date', description: 'joined on or after this Lagos day' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'joined on or before this Lagos day' })),
  ...PageQuery(CUSTOMER_SORTS).properties,
});
export const CustomerPage = Page(CustomerSummary);

export type StaffTransactionPageQuery = Static<typeof StaffTransactionPageQuery>;
export type StaffTransactionPage = Static<typeof StaffTransactionPage>;
export type AuditPageQuery = Static<typeof AuditPageQuery>;
export type AuditPage = Static<typeof AuditPage>;
export type CustomerPageQuery = Static<typeof CustomerPageQuery>;
export type CustomerPage = Static<typeof CustomerPage>;

const TrendTotals = {
  count: Type.Integer({ description: 'sales (purchases sent to a provider, airtime-to-cash, shop orders)' }),
  value: Type.Number({ description: 'naira' }),
  delivered: Type.Number({ description: 'naira of the sales confirmed' }),
  refunds: Type.Integer(),
  refunds_value: Type.Number(),
  fundings: Type.Integer(),
  funding_in: Type.Number({ description: 'naira credited by card and bank transfer funding' }),
  transfers: Type.Integer({ description: 'wallet-to-wallet transfers' }),
  transfers_value: Type.Number(),
};
/** admin/overview/trends/: today, yesterday, the last 7 and 30 Lagos days, the 30 days one by one. */
export const OverviewTrends = Type.Object({
  periods: Type.Array(
    Type.Object({
      key: Type.Union([Type.Literal('today'), Type.Literal('yesterday'), Type.Literal('7d'), Type.Literal('30d')]),
      label: Type.String(),
      from: Type.String({ format: 'date' }),
      to: Type.String({ format: 'date' }),
      ...TrendTotals,
      services: Type.Array(Type.Object({ kind: Type.String(), count: Type.Integer(), value: Type.Number(), delivered: Type.Number() })),
    }),
  ),
  days: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), ...TrendTotals })),
  oldest_pending_minutes: Nullable(Type.Integer({ description: 'age of the oldest purchase pending at the provider' })),
});
export type OverviewTrends = Static<typeof OverviewTrends>;
export * from './tables';
export * from './safety';
export * from './vendors';
export * from './schedules';
export * from './complaints';

/** admin/complaints/<id>/ (ADR 0027): the ticket with its transaction as staff see it (provider exchange, ledger entries). */
export const StaffComplaintDetail = Type.Composite([StaffComplaint, Type.Object({ transaction: StaffTransactionDetail })]);
export type StaffComplaintDetail = Static<typeof StaffComplaintDetail>;
/** admin/complaints/?status=: the queue. */
export const StaffComplaintRow = Type.Composite([ComplaintTicket, Type.Object({ email: Type.String() })]);
export type StaffComplaintRow = Static<typeof StaffComplaintRow>;
export * from './releases';
export * from './registry';
