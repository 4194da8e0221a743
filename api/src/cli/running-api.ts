// The embedded PGlite belongs to one process: while `npm start` runs the API on it, a second
// process opening the same folder would write beside it unseen (and could corrupt it). So the API
// on PGlite takes `npm run admin` commands itself, on loopback, from whoever can read the secret
// it leaves in DATA_DIR; the command line uses it when it is there and answering.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { isLoopbackAddress, sameToken } from '../http/caller-on-this-machine';
import { UsageError, runAdminCommand } from './admin-commands';

const PATH = '/internal/admin-command';
export const handoffFile = (dataDir: string) => join(dataDir, 'admin-command.json');

interface Handoff {
  url: string;
  secret: string;
}

/** Registers the loopback route (before listen); `announce` writes the handoff file once the port is known. */
export function acceptAdminCommands(app: FastifyInstance, db: Db, dataDir: string) {
  const secret = randomBytes(32).toString('base64url');
  app.post<{ Body: { argv: string[] } }>(
    PATH,
    { schema: { hide: true, body: { type: 'object', required: ['argv'], properties: { argv: { type: 'array', items: { type: 'string' }, maxItems: 12 } } } } },
    async (request, reply) => {
      if (!isLoopbackAddress(request.socket.remoteAddress) || !sameToken(String(request.headers['x-admin-secret'] ?? ''), secret)) {
        return reply.code(403).send({ output: 'refused' });
      }
      try {
        return { output: await runAdminCommand(db, request.body.argv) };
      } catch (error) {
        return reply.code(error instanceof UsageError ? 400 : 500).send({ output: (error as Error).message });
      }
    },
  );
  return {
    announce(port: number) {
      writeFileSync(handoffFile(dataDir), JSON.stringify({ url: `http://127.0.0.1:${port}${PATH}`, secret } satisfies Handoff), { mode: 0o600 });
    },
    withdraw() {
      rmSync(handoffFile(dataDir), { force: true });
    },
  };
}

/** What the running API answered, or null when none is running on this data dir (open it directly then). */
export async function runOnRunningApi(dataDir: string, argv: string[]): Promise<{ ok: boolean; usage: boolean; output: string } | null> {
  let handoff: Handoff;
  try {
    handoff = JSON.parse(readFileSync(handoffFile(dataDir), 'utf8')) as Handoff;
  } catch {
    return null;
  }
  try {
    const response = await fetch(handoff.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-secret': handoff.secret },
      body: JSON.stringify({ argv }),
    });
    const { output } = (await response.json()) as { output: string };
    return { ok: response.ok, usage: response.status === 400, output };
  } catch {
    return null; // a file left by an API that is no longer running
  }
}
