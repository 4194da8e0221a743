import { transactionRecord } from '../../http/schemas';

/*
 * What the reseller API's document says beyond its routes' shapes (ADR 0043): the
 * purchase record as resellers see it, the callback (body, headers, signature rule, retries) and
 * the examples of its successful answers, taken from real answers (api/test/reseller-test-mode.test.ts
 * checks each against its schema and against a live answer).
 */

const MODE = {
  type: 'string',
  enum: ['live', 'test'],
  description: 'live: real money and the real provider; test: an rk_test_ key, the test balance and the sandbox provider (nothing real moved)',
} as const;

const AMOUNT = {
  type: 'number',
  description: 'the price charged, naira: what your balance was debited at your vendor price (₦96.50 for ₦100 of airtime at 3.5 % off), not the face value',
} as const;

/** A purchase of the reseller API: the record with your request id, the price charged and the mode; final statuses confirmed or reversed. */
export const resellerPurchaseRecord = {
  allOf: [
    {
      type: 'object',
      required: ['request_id', 'mode'],
      properties: {
        request_id: { type: 'string' },
        mode: MODE,
        amount: AMOUNT,
        status: { type: 'string', enum: ['pending', 'confirmed', 'reversed'], description: 'pending: the provider has not answered yet (a callback follows); confirmed: delivered; reversed: failed, the amount is back in your balance' },
      },
    },
    transactionRecord,
  ],
};

/** A row of GET transactions: any purchase of yours (web app too), so any status a record can have. */
export const resellerTransactionRow = {
  allOf: [
    {
      type: 'object',
      required: ['request_id', 'mode'],
      properties: { request_id: { type: ['string', 'null'], description: 'null: bought in the web app' }, mode: MODE, amount: AMOUNT },
    },
    transactionRecord,
  ],
};

/** What each status of POST purchases means (its 400 is two things: a refusal, or a failed purchase). */
export const PURCHASE_ANSWERS = {
  200: 'Delivered: `data.status` is `confirmed` (token or pins in `data.token` where the kind has one).',
  201: 'Accepted and still processing: `data.status` is `pending`; a callback follows when it is final (or requery GET purchases/{request_id}).',
  400: 'Either refused and nothing changed (`{message}` only: a field missing or invalid, a price that differs from `amt`, or not enough balance), or the provider failed the purchase and the amount is back in your balance (`{message, data}` with `data.status` `reversed`).',
  409: 'A purchase with this request_id is still being placed by another request: ask again.',
  422: 'This request_id was used before with other details; nothing was bought.',
};

/** The callback body: what the vendor's callback URL receives, once per final state. */
export const callbackBody = {
  type: 'object',
  required: ['event_id', 'event', 'created_at', 'data'],
  properties: {
    event_id: { type: 'string', format: 'uuid', description: 'the same on every retry of this event (also in X-Topup-Event-Id): drop one you already handled' },
    event: { type: 'string', enum: ['purchase.delivered', 'purchase.failed'], description: 'purchase.delivered: status confirmed; purchase.failed: status reversed (refunded)' },
    created_at: { type: 'string', format: 'date-time' },
    // The record exactly as the 200 answer of POST purchases documents it (document-shape.ts copies it in, in OpenAPI 3.0 form).
    data: { 'x-same-as-answer': 200 },
  },
  additionalProperties: false,
};

const header = (name: string, description: string, schema: object = { type: 'string' }) => ({ name, in: 'header', required: true, description, schema });

/**
 * The callback as an OpenAPI 3.0 `callbacks` entry of POST purchases (the document is 3.0, which has
 * no top-level `webhooks`). Its URL is the one you set in Settings (vendor/webhook/).
 */
export function purchaseCallbacks(example: object) {
  return {
    purchaseFinal: {
      'https://your-server.example/your-callback-url': {
        post: {
          summary: 'A purchase reached its final state (sent to your callback URL from Settings)',
          description: [
            'Sent once per final state of a purchase bought through the reseller API, to the callback URL set in Settings, signed with the signing secret of the key that bought it.',
            'Verify it: compute hex HMAC-SHA512 over `<X-Topup-Timestamp>.<raw body>` with that secret and compare it with X-Topup-Signature in constant time; refuse a timestamp more than 5 minutes old.',
            'Answer 2xx within RESELLER_CALLBACK_TIMEOUT_MS (10 s): anything else is retried with the same event_id and body after 30 s, 60 s, 2 min, 4 min ... (doubling, at most 30 min apart) until 24 h after the first attempt (CALLBACK_RETRY_BASE_MS, CALLBACK_RETRY_MAX_DELAY_MS, CALLBACK_RETRY_WINDOW_MS), then it is marked failed; Settings can resend it.',
            'A test key’s purchases are called back too, with `data.mode` `test`.',
          ].join(' '),
          parameters: [
            header('X-Topup-Event-Id', 'the event_id of the body'),
            header('X-Topup-Timestamp', 'unix seconds when this attempt was signed', { type: 'string', pattern: '^[0-9]+$' }),
            header('X-Topup-Signature', 'hex HMAC-SHA512 of `<X-Topup-Timestamp>.<raw body>` with the key’s signing secret', { type: 'string', pattern: '^[0-9a-f]{128}$' }),
          ],
          requestBody: { required: true, content: { 'application/json': { schema: callbackBody, example } } },
          responses: {
            '2XX': { description: 'Received: not sent again.' },
            default: { description: 'Not received (or no answer within the time-out): retried as described.' },
          },
        },
      },
    },
  };
}

/** A response schema with its example (the document shows it; ajv ignores `examples`). */
export const withExample = <T extends object>(schema: T, example: unknown): T => ({ ...schema, examples: [example] });
