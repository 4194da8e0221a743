import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { ValidationFailed } from '../errors';

/** The dotted path of the first string holding U+0000, or undefined. */
function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNul(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL rejects U+0000 in text, so a NUL anywhere in a request would end as a 500 deep in a
 * query. Every route refuses it up front, as a field error in that route's envelope.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [source, fallback] of [
      [request.body, 'body'],
      [request.query, 'query'],
      [request.params, 'params'],
    ] as const) {
      const path = findNul(source, '');
      if (path !== undefined) {
        const field = path || fallback;
        throw new ValidationFailed(field, API_MESSAGES.nulCharacter(field));
      }
    }
  });
}
