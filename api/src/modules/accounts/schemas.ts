/** Response schemas of the account and public-site calls (also their OpenAPI documentation). */

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

