import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@topup/rules';
import { ValidationFailed } from '../errors';

/** No form of ours nests deeper than this; anything deeper is refused before validation walks it. */
export const MAX_REQUEST_DEPTH = 32;

type Problem = { kind: 'nul' | 'surrogate' | 'depth'; path: string };

/**
 * The first string PostgreSQL could not store (U+0000, or a lone UTF-16 surrogate that a jsonb
 * column rejects), or a nesting deeper than MAX_REQUEST_DEPTH. Walks with an explicit stack, so
 * a hostile body cannot overflow the call stack.
 */
export function findUnstorable(root: unknown): Problem | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', path };
      if (!value.isWellFormed()) return { kind: 'surrogate', path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_REQUEST_DEPTH) return { kind: 'depth', path };
    const entries = Object.entries(value as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      if (!key.isWellFormed() || key.includes('\u0000')) return { kind: key.includes('\u0000') ? 'nul' : 'surrogate', path };
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

function messageFor(problem: Problem, field: string): string {
  if (problem.kind === 'nul') return API_MESSAGES.nulCharacter(field);
  if (problem.kind === 'surrogate') return API_MESSAGES.malformedText(field);
  return API_MESSAGES.tooDeeplyNested(MAX_REQUEST_DEPTH);
}

/**
 * Text PostgreSQL cannot hold would end as a 500 deep in a query, and a deeply nested body as a
 * stack overflow in validation. Every route refuses both up front, as a field error in its envelope.
 */
export function refuseUnstorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [source, fallback] of [
      [request.body, 'body'],
      [request.query, 'query'],
      [request.params, 'params'],
    ] as const) {
      const problem = findUnstorable(source);
      if (problem) {
        const field = problem.path || fallback;
        throw new ValidationFailed(field, messageFor(problem, field));
      }
    }
  });
}
