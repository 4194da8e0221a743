/* Complaint tickets on a receipt (ADR 0027). */
import { Type, type Static } from '@sinclair/typebox';
import { COMPLAINT_MESSAGE_MAX, COMPLAINT_REASONS, COMPLAINT_STATUSES } from '@topup/rules';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
/** One of a list of strings, typed as their union. */
const literals = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const ComplaintInput = Type.Object({
  tx_ref: Type.String({ minLength: 1, maxLength: 64 }),
  reason: literals(COMPLAINT_REASONS),
  message: Type.String({ maxLength: COMPLAINT_MESSAGE_MAX }),
});
export type ComplaintInput = Static<typeof ComplaintInput>;

export const ComplaintReply = Type.Object({ message: Type.String({ maxLength: COMPLAINT_MESSAGE_MAX }) });
export type ComplaintReply = Static<typeof ComplaintReply>;

export const ComplaintMessage = Type.Object({
  id: Type.Integer(),
  author: literals(['customer', 'staff', 'system'] as const),
  body: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const ComplaintTicket = Type.Object({
  id: Type.Integer(),
  tx_ref: Type.String(),
  transaction_id: Type.Integer({ description: 'the receipt it is on (get-transaction-by-id/)' }),
  reason: literals(COMPLAINT_REASONS),
  status: literals(COMPLAINT_STATUSES),
  unread: Type.Boolean({ description: 'something changed the customer has not opened yet (the bell badge)' }),
  refunded: Type.Boolean(),
  plan: Type.String({ description: "the transaction's plan" }),
  transaction_status: Type.String(),
  pending_note: Nullable(Type.String({ description: 'set while the purchase is still pending: when it is expected to settle, instead of a refund promise' })),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type ComplaintTicket = Static<typeof ComplaintTicket>;

export const ComplaintDetail = Type.Composite([ComplaintTicket, Type.Object({ messages: Type.Array(ComplaintMessage) })]);
export type ComplaintDetail = Static<typeof ComplaintDetail>;

export const ComplaintList = Type.Array(ComplaintTicket);

/** admin/complaints/<id>/: the ticket with its customer, transaction, ledger, last requery and release versions (when recorded). */
export const StaffComplaint = Type.Composite([
  ComplaintDetail,
  Type.Object({
    email: Type.String(),
    requery_result: Nullable(Type.Object({ status: Type.String(), message: Type.String(), at: Type.String() })),
    release_versions: Nullable(Type.Unknown({ description: 'the release versions the transaction was made through, when recorded' })),
  }),
]);
export type StaffComplaint = Static<typeof StaffComplaint>;
