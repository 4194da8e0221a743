// ADR 0022: the release versions a request was made through, from the shell's
// X-Client-Versions header, kept for the request so the one insert of each money movement can
// record them on its transaction without every caller passing them along.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { CLIENT_VERSIONS_HEADER, parseClientVersions, type ClientVersions } from '@topup/rules';

const current = new AsyncLocalStorage<ClientVersions | null>();

/**
 * Runs every request's handlers with its validated versions (a malformed header counts as none).
 * preValidation, not onRequest: the body is parsed in the socket's async context, so a context
 * entered before it would not reach the handler.
 */
export function rememberClientVersions(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // A read moves no money, so records no versions: get-user/ and the other GETs skip the parse
    // and the context. Every other request enters its own, none included, so that it
    // can never see another request's.
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    current.run(parseClientVersions(request.headers[CLIENT_VERSIONS_HEADER]), done);
  });
}

/** The versions of the request being handled, as the jsonb text of `transactions.release_versions`; null outside a request or without them. */
export function releaseVersionsJson(): string | null {
  const versions = current.getStore();
  return versions ? JSON.stringify(versions) : null;
}
