/*
 * Purchase request bodies (spec section 7, field names exactly as its table): the API validates
 * each purchase route with these (ajv, coerceTypes off) and the client's payload types are their
 * Static<>. Fields the server does not decide on (a select's value, a phone typed as a number)
 * accept a string or a number; what the server decides (price, plan) it works out itself, so a
 * client's `amt` is only compared (api/src/modules/purchases/kinds/common.ts).
 */
import { Type, type Static, type TObject } from '@sinclair/typebox';

type Described = { description?: string };

/** A select's value may arrive as a string or a number. */
export const StringOrNumber = (options: Described = {}) => Type.Unsafe<string | number>({ type: ['string', 'number'], ...options });
/** A whole number, or the same digits as a string. */
export const Digits = (options: Described = {}) => Type.Unsafe<number | string>({ type: ['integer', 'string'], pattern: '^[0-9]+$', ...options });
/** Naira, as a number or a string with at most two decimals. */
export const AmountField = (options: Described = {}) =>
  Type.Unsafe<number | string>({ type: ['number', 'string'], pattern: '^[0-9]+(\\.[0-9]{1,2})?$', ...options });
/** The price the customer saw: compared with ours, never used. */
export const ClientPrice = (description = 'the price the customer saw; must equal ours, never used') => AmountField({ description });

const optional = Type.Optional;
const text = (options: Described = {}) => Type.String(options);

/** purchase-airtime/: `amount` is the face value; the wallet pays it less the network discount. */
export const AirtimeBody = Type.Object({
  network: optional(StringOrNumber()),
  phone_number: optional(text()),
  amount: optional(AmountField()),
  package_id: Digits(),
  amt: optional(ClientPrice('the charged amount the customer saw (optional); must equal ours')),
});

/** purchase-data/. */
export const DataBody = Type.Object({
  service_providers: optional(StringOrNumber()),
  data_plan: optional(StringOrNumber({ description: 'plan code, used when variation_code is absent' })),
  phone: optional(text()),
  amt: optional(ClientPrice()),
  package_id: Digits(),
  variation_code: optional(text()),
  phone_number: optional(text()),
});

/** purchase-cable/: a plan is a bouquet change at its price; no plan renews at the verified amount. */
export const CableBody = Type.Object({
  service_providers: optional(StringOrNumber()),
  cable_plan: optional(StringOrNumber({ description: 'plan code, used when variation_code is absent' })),
  phone_number: optional(text()),
  amt: optional(ClientPrice()),
  smart_no: optional(StringOrNumber()),
  variation_code: optional(text()),
  package_id: Digits(),
  subscription_type: optional(Type.Unsafe<'renew' | 'change'>({ type: 'string', enum: ['renew', 'change'] })),
});

/** purchase-electricity/: `amount` is the face value; the wallet pays it less the disco's discount. */
export const ElectricityBody = Type.Object({
  package_id: Digits(),
  billersCode: optional(StringOrNumber({ description: 'the meter number (meter_no wins when both are sent)' })),
  variation_code: optional(text({ description: 'the meter type (meter_type wins when both are sent)' })),
  service_id: optional(StringOrNumber()),
  amount: optional(AmountField()),
  phone_number: optional(text()),
  amt: optional(ClientPrice('the charged amount the customer saw (optional); must equal ours')),
  meter_no: optional(StringOrNumber()),
  meter_type: optional(text()),
});

/** purchase-exam-pins/: plan amount times quantity; JAMB verifies the profile ID first. */
export const EducationBody = Type.Object({
  package_id: Digits(),
  phone_number: optional(text()),
  variation_code: optional(text({ description: 'the plan code' })),
  quantity: optional(Digits()),
  profile_id: optional(StringOrNumber()),
  amt: optional(ClientPrice('the total the customer saw (optional); must equal ours')),
});

/** convert-airtime-to-cash/: a pending request; staff credit `amount_to_receive` once the airtime arrives. */
export const AirtimeToCashBody = Type.Object({
  network: optional(StringOrNumber()),
  phone: optional(text({ description: 'the line the airtime is transferred from' })),
  amount_transferred: optional(AmountField()),
  amount_to_receive: optional(AmountField({ description: 'what the customer saw (optional); must equal ours' })),
  phone_number: optional(text()),
  package_id: Digits(),
});

export type AirtimeBody = Static<typeof AirtimeBody>;
export type DataBody = Static<typeof DataBody>;
export type CableBody = Static<typeof CableBody>;
export type ElectricityBody = Static<typeof ElectricityBody>;
export type EducationBody = Static<typeof EducationBody>;
export type AirtimeToCashBody = Static<typeof AirtimeToCashBody>;
export type PurchaseBodySchema = TObject;

/** Each purchase kind's body, by its descriptor key (@topup/rules): the web client's one purchase call is typed by it. */
export interface PurchaseBodies {
  airtime: AirtimeBody;
  data: DataBody;
  cable: CableBody;
  electricity: ElectricityBody;
  education: EducationBody;
  airtimeToCash: AirtimeToCashBody;
}
