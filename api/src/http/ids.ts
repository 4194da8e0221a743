/** Row ids are PostgreSQL `integer` (serial): larger numbers would fail the query, not miss. */
export const MAX_ID = 2_147_483_647;

/** An id from a body field or path segment (a positive integer or its digits), or undefined. */
export function toId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}
