/* Vendors and the reseller API (ADR 0026): what the vendor area, the back office and resellers' servers exchange. */
import { Type, type Static } from '@sinclair/typebox';
import { RESELLER_MODES, VENDOR_MONTHLY_VOLUMES, type PurchaseKindKey } from '@topup/rules';
import { AmountField, Digits, StringOrNumber } from './purchases';

/** live: real balance and the real provider; test: an rk_test_ key, the sandbox and the test balance (ADR 0043). */
export const ResellerMode = Type.Union(RESELLER_MODES.map((m) => Type.Literal(m)), {
  description: 'live: real money and the real provider; test: bought with an rk_test_ key from your test balance against the sandbox provider (nothing real moved)',
});

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
/** Serialized as JSON does (a Date's ISO 8601 form), not by the string serializer, which would print a Date of another realm (PGlite) by toString. */
const When = () => Type.Unsafe<string>({ description: 'ISO 8601 date-time' });
const NullableWhen = () => Type.Unsafe<string | null>({ description: 'ISO 8601 date-time, or null' });

export const VendorApplication = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  business_name: Type.String(),
  phone: Type.String(),
  monthly_volume: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('declined')]),
  reason: Nullable(Type.String()),
  created_at: When(),
  decided_at: NullableWhen(),
});

export const StaffVendorApplication = Type.Intersect([VendorApplication, Type.Object({ email: Type.String(), first_name: Type.String(), last_name: Type.String() })]);

/** vendor/: the signed-in customer's level, latest application and callback URL. */
export const VendorStatus = Type.Object({
  level: Type.Union([Type.Literal('customer'), Type.Literal('vendor')]),
  application: Type.Union([VendorApplication, Type.Null()]),
  webhook_url: Nullable(Type.String()),
});

export const VendorApplicationBody = Type.Object({
  business_name: Type.String({ maxLength: 120 }),
  phone: Type.String({ maxLength: 20 }),
  monthly_volume: Type.Union(VENDOR_MONTHLY_VOLUMES.map((v) => Type.Literal(v)), { description: 'one of the form’s choices' }),
});

export const ResellerKey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String({ description: 'the first characters of the key, to recognise it' }),
  allowed_ips: Type.Array(Type.String()),
  mode: ResellerMode,
  created_at: When(),
  last_used_at: NullableWhen(),
  revoked_at: NullableWhen(),
});

export const StaffResellerKey = Type.Intersect([ResellerKey, Type.Object({ user_id: Type.Integer(), email: Type.String() })]);

/** A key as it is shown once, at creation or rotation. */
export const CreatedResellerKey = Type.Intersect([
  ResellerKey,
  Type.Object({
    key: Type.String({ description: 'the API key: send it as Authorization: Bearer <key>; shown only now' }),
    signing_secret: Type.String({ description: 'signs this key’s callbacks (HMAC-SHA512); shown only now' }),
  }),
]);

export const ResellerKeyBody = Type.Object({
  name: Type.String({ maxLength: 60 }),
  allowed_ips: Type.Optional(Type.Array(Type.String({ maxLength: 45 }), { maxItems: 20, description: 'empty or absent: any address' })),
  mode: Type.Optional(ResellerMode),
});

export const WebhookBody = Type.Object({ url: Nullable(Type.String({ maxLength: 500, description: 'null removes it' })) });

export const CallbackAttempt = Type.Object({
  at: When(),
  url: Type.String(),
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  answer: Nullable(Type.String()),
});

export const CallbackDelivery = Type.Object({
  id: Type.Integer(),
  event_id: Type.String(),
  tx_ref: Type.String(),
  event: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  created_at: When(),
  delivered_at: NullableWhen(),
  attempts_log: Type.Array(CallbackAttempt),
});

export const VendorUsage = Type.Object({
  purchases: Type.Integer({ description: 'reseller API purchases today (Africa/Lagos)' }),
  amount: Type.Number({ description: 'naira debited for them' }),
  delivered: Type.Integer(),
  pending: Type.Integer(),
  failed: Type.Integer(),
  callbacks_delivered: Type.Integer(),
  callbacks_pending: Type.Integer(),
  callbacks_failed: Type.Integer(),
  test_purchases: Type.Integer({ description: 'test-mode (rk_test_) purchases today, not counted above' }),
  test_amount: Type.Number({ description: 'test naira debited for them from the test balance' }),
});

/** The vendor's test balance (ADR 0043) and a top-up of it from the vendor area. */
export const TestBalance = Type.Object({ balance: Type.Number({ description: 'test balance, naira: what rk_test_ keys spend' }), mode: Type.Literal('test') });
export const TestBalanceTopUpBody = Type.Object({ amount: AmountField({ description: 'naira added to the test balance (play money)' }) });

/** The purchase kinds resellers buy, by their descriptor keys (airtime to cash waits for staff: not for servers). */
export const RESELLER_KINDS = ['airtime', 'data', 'cable', 'electricity', 'education'] as const satisfies readonly PurchaseKindKey[];
export type ResellerKind = (typeof RESELLER_KINDS)[number];

/** POST /api/reseller/v1/purchases: the request id and kind, then the kind's fields (as the web app's purchase routes name them). */
export const ResellerPurchaseBody = Type.Object(
  {
    request_id: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$', description: 'your own id: unique per vendor for good; a repeat answers the first purchase' }),
    kind: Type.Union(RESELLER_KINDS.map((k) => Type.Literal(k))),
    package_id: Digits({ description: 'the provider, from GET services' }),
    phone_number: Type.Optional(Type.String({ maxLength: 20 })),
    variation_code: Type.Optional(Type.String({ maxLength: 64, description: 'data, cable and education: the plan' })),
    amount: Type.Optional(AmountField({ description: 'airtime and electricity: the face value in naira' })),
    meter_no: Type.Optional(StringOrNumber()),
    meter_type: Type.Optional(Type.String({ maxLength: 16, description: 'prepaid or postpaid' })),
    smart_no: Type.Optional(StringOrNumber()),
    subscription_type: Type.Optional(Type.Union([Type.Literal('renew'), Type.Literal('change')])),
    profile_id: Type.Optional(StringOrNumber({ description: 'JAMB: the verified profile ID' })),
    quantity: Type.Optional(Digits()),
    amt: Type.Optional(AmountField({ description: 'the price you expect to pay; refused if ours differs' })),
  },
  {
    examples: [
      { request_id: 'ORDER-2026-000123', kind: 'data', package_id: 2, phone_number: '08031234567', variation_code: 'mtn-1gb-30d' },
      { request_id: 'ORDER-2026-000124', kind: 'airtime', package_id: 1, phone_number: '08031234567', amount: 500 },
      { request_id: 'ORDER-2026-000125', kind: 'electricity', package_id: 3, meter_no: '1111111111111', meter_type: 'prepaid', amount: 2000, phone_number: '08031234567' },
    ],
  },
);

export const ResellerBalance = Type.Object({
  balance: Type.Number({ description: 'naira: your wallet balance with a live key; your test balance with a test key' }),
  currency: Type.Literal('NGN'),
  mode: ResellerMode,
});

/** A provider at the vendor's prices: plans (data, cable, education) or a discount (airtime, electricity). */
export const ResellerService = Type.Object({
  kind: Type.String(),
  package_id: Type.Integer(),
  title: Type.String(),
  key: Type.String(),
  available: Type.Boolean(),
  verify: Type.Union([Type.Literal('none'), Type.Literal('smart_card'), Type.Literal('meter'), Type.Literal('jamb')]),
  discount: Type.Optional(Type.Number({ description: 'percent off the face value' })),
  plans: Type.Optional(Type.Array(Type.Object({ variation_code: Type.String(), title: Type.String(), amount: Type.Number({ description: 'naira, your price' }) }))),
});

export type VendorApplication = Static<typeof VendorApplication>;
export type StaffVendorApplication = Static<typeof StaffVendorApplication>;
export type VendorStatus = Static<typeof VendorStatus>;
export type ResellerKey = Static<typeof ResellerKey>;
export type StaffResellerKey = Static<typeof StaffResellerKey>;
export type CreatedResellerKey = Static<typeof CreatedResellerKey>;
export type CallbackDelivery = Static<typeof CallbackDelivery>;
export type VendorUsage = Static<typeof VendorUsage>;
export type ResellerPurchaseBody = Static<typeof ResellerPurchaseBody>;
export type ResellerService = Static<typeof ResellerService>;
export type TestBalance = Static<typeof TestBalance>;
