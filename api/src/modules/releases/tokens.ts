// Release tokens (ADR 0018): a team's CI publishes (and, if allowed, promotes) only the targets
// its token names. The token is shown once; the database keeps its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { Unauthorized } from '../../errors';
import type { StaffTransaction } from '../staff/transaction';
import { auditedTransaction } from './audited';
import { ReleaseRefused } from './errors';
import { isTarget, type ReleaseAction } from './types';
import type { ReleaseToken } from '@topup/wire';

export const RELEASE_ACTIONS: readonly ReleaseAction[] = ['publish', 'promote'];

export type { ReleaseToken };

interface TokenRow {
  id: number;
  name: string;
  targets: string[];
  actions: ReleaseAction[];
  created_at: Date | string;
  revoked_at: Date | string | null;
}

const toToken = (row: TokenRow): ReleaseToken => ({
  id: row.id,
  name: row.name,
  targets: row.targets,
  actions: row.actions,
  createdAt: new Date(row.created_at).toISOString(),
  revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
});

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createReleaseTokens(options: { db: Db; clock?: () => Date }) {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  return {
    /**
     * Returns the token once, with its record. `by` is the staff member, null for the command line;
     * `staff`: the staff action's audited transaction to do it in.
     */
    async create(by: number | null, input: { name: string; targets: string[]; actions: string[] }, staff?: StaffTransaction): Promise<{ token: string; record: ReleaseToken }> {
      const name = input.name.trim();
      if (!/^[\w .@-]{1,60}$/.test(name)) throw new ReleaseRefused('Name the token with 1 to 60 letters, digits, spaces, dots, dashes or underscores.');
      const targets = [...new Set(input.targets)];
      const actions = [...new Set(input.actions)];
      if (targets.length === 0 || !targets.every(isTarget)) throw new ReleaseRefused('A token is for the shell or named remotes (e.g. bills,shop).');
      if (actions.length === 0 || !actions.every((action) => (RELEASE_ACTIONS as string[]).includes(action))) {
        throw new ReleaseRefused('A token may publish, promote (and roll back), or both.');
      }
      const token = `rt_${randomBytes(32).toString('base64url')}`;
      return auditedTransaction(db, clock, by, staff, async (tx, audit) => {
        const at = clock();
        const { rows } = await tx.query<TokenRow>(
          'INSERT INTO release_tokens (name, token_hash, targets, actions, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *',
          [name, hashOf(token), targets, actions, at],
        );
        const record = toToken(rows[0]!);
        await audit('release-token.create', `release-token:${record.id}`, undefined, { name, targets, actions });
        return { token, record };
      });
    },

    async list(): Promise<ReleaseToken[]> {
      const { rows } = await db.query<TokenRow>('SELECT * FROM release_tokens ORDER BY id');
      return rows.map(toToken);
    },

    async revoke(by: number | null, id: number, staff?: StaffTransaction): Promise<ReleaseToken> {
      return auditedTransaction(db, clock, by, staff, async (tx, audit) => {
        const at = clock();
        const { rows } = await tx.query<TokenRow>(
          'UPDATE release_tokens SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1 RETURNING *',
          [id, at],
        );
        if (!rows[0]) throw new ReleaseRefused('No such release token.', 404);
        const record = toToken(rows[0]);
        await audit('release-token.revoke', `release-token:${id}`, undefined, { name: record.name });
        return record;
      });
    },

    /** The token's record if it is known and not revoked; 401 otherwise (the same answer for both). */
    async authenticate(token: string | undefined): Promise<ReleaseToken> {
      if (token) {
        const { rows } = await db.query<TokenRow>('SELECT * FROM release_tokens WHERE token_hash = $1 AND revoked_at IS NULL', [hashOf(token)]);
        if (rows[0]) return toToken(rows[0]);
      }
      throw new Unauthorized('This release token is not valid or has been revoked.');
    },
  };
}

export type ReleaseTokens = ReturnType<typeof createReleaseTokens>;

/** Whether `token` may do `action` to `target`; the refusal says which scope is missing. */
export function scopeRefusal(token: ReleaseToken, target: string, action: ReleaseAction): string | null {
  if (!token.targets.includes(target)) return `The release token "${token.name}" is not for ${target} (it is for ${token.targets.join(', ')}).`;
  if (!token.actions.includes(action)) return `The release token "${token.name}" may not ${action} (it may ${token.actions.join(', ')}).`;
  return null;
}
