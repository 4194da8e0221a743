/**
 * Errors that say the database could not be reached or dropped the connection (failover,
 * restart, terminated backend), as opposed to a statement that failed on its own: the request
 * changed nothing it could not roll back, so it answers 503 and may be retried.
 */
const CONNECTION_SQLSTATE = /^(08|57P0[1-3]|53300)/; // connection exception, admin/crash shutdown, cannot connect now, too many connections
const CONNECTION_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'is not queryable', // "Client has encountered a connection error and is not queryable", "Client was closed and ..."
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_NODE_CODES.has(code))) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text));
}
