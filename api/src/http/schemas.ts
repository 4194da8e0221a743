/** JSON schemas shared by several routes (also the OpenAPI components). */

import { Envelope, ErrorsEnvelope, FieldMessages, MessageOnly, NullData, Raw, TransactionRecord } from '@topup/wire';

export const messageOnly = MessageOnly;

/** `{message, errors: [{detail, code}]}`: login and password-reset failures. */
export const errorsEnvelope = ErrorsEnvelope;

export const nullableString = { type: ['string', 'null'] } as const;

export const transactionRecord = TransactionRecord;

/** `{message, data}` (@topup/wire) around a wire schema or a route's own JSON schema. */
export const envelope = (data: object) => Envelope(Raw(data));

export const transactionList = envelope({ type: 'array', items: transactionRecord });

/** The 401 envelope of every call that needs login. */
export const tokenNotValid = ErrorsEnvelope;

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

export const nullData = NullData;

/** `{message, data: {field: ["..."]}}` */
export const fieldMessages = FieldMessages;
