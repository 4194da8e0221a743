/** JSON schemas shared by several routes (also the OpenAPI components). */

export const messageOnly = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** `{message, errors: [{detail, code}]}`: login and password-reset failures. */
export const errorsEnvelope = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { detail: { type: 'string' }, code: { type: 'string' } } },
    },
  },
} as const;

export const nullableString = { type: ['string', 'null'] } as const;

export const transactionRecord = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    tx_ref: { type: 'string' },
    plan: { type: 'string' },
    amount: { type: 'number' },
    card_no: nullableString,
    token: nullableString,
    status: { type: 'string', enum: ['pending', 'confirmed', 'failed', 'ignored', 'reversed'] },
    response: nullableString,
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    description: { type: 'string' },
    category: {
      type: 'object',
      properties: { title: { type: 'string' }, type: { type: 'string' }, image: { type: 'string' } },
    },
    subcategory: {
      type: ['object', 'null'],
      properties: { title: { type: 'string' }, image: { type: 'string' } },
    },
  },
} as const;

export function envelope(data: object) {
  return {
    type: 'object',
    properties: { message: { type: 'string' }, data },
    required: ['message'],
  } as const;
}

export const transactionList = envelope({ type: 'array', items: transactionRecord });

/** The 401 envelope of every call that needs login. */
export const tokenNotValid = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { code: { type: 'string' }, detail: { type: 'string' } } },
    },
  },
} as const;

export const idempotencyHeader = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      description:
        'A repeat with the same key and body returns the first answer and moves money once; the same key with another body is a 422.',
    },
  },
} as const;

/* Form calls (account and public-site forms). */

export const formString = { type: 'string', maxLength: 1024 } as const;

export const nullData = {
  type: 'object',
  properties: { message: { type: 'string' }, data: { type: 'null' } },
  required: ['message'],
} as const;

/** `{message, data: {field: ["..."]}}` */
export const fieldMessages = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    data: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
} as const;

