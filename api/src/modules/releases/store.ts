// Publish, promote and roll back (ADR 0018): each is one transaction with its history row and
// its audit row, so a killed publish leaves nothing and every change names who made it.
import type { Db, Queryable } from '../../db/client';
import type { StaffTransaction } from '../staff/routes-kit';
import { auditedTransaction, type WriteAudit } from './audited';
import { incompatibility } from './compat';
import { ReleaseConflict, ReleaseRefused } from './errors';
import { compressed, prepareVersion } from './publish';
import { readRegistry } from './queries';
import type { Registry, Track } from './types';

/** Who asked: a staff member, a release token or the command line, and from where. */
export interface ReleaseActor {
  /** `staff:<email>`, `token:<name>` or `command line`. */
  by: string;
  staffId: number | null;
  address: string | null;
}

export interface ReleaseChange {
  target: string;
  from: string | null;
  to: string;
}

const trackOf = (registry: Registry, target: string): Track | undefined => (target === 'shell' ? registry.shell : registry.remotes[target]);

export function createReleaseStore(options: { db: Db; clock?: () => Date }) {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());

  async function record(tx: Queryable, audit: WriteAudit, actor: ReleaseActor, action: 'publish' | 'promote' | 'rollback', change: ReleaseChange, forced: boolean, at: Date) {
    await tx.query(
      'INSERT INTO release_history (target, action, version, from_version, forced, actor, at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [change.target, action, change.to, change.from, forced, actor.by, at],
    );
    await audit(`release.${action}`, `release:${change.target}`, { version: change.from }, { version: change.to, forced, by: actor.by, address: actor.address });
  }

  /**
   * Makes `to` live for `target` in `tx`. `expected` is the live version the caller saw: when
   * another change moved it meanwhile (or commits first), nothing changes and the answer is 409.
   */
  async function goLive(tx: Queryable, target: string, expected: string | null, to: string, trail: string[]): Promise<void> {
    const result =
      expected === null
        ? await tx.query('INSERT INTO release_live (target, version, trail) VALUES ($1, $2, $3) ON CONFLICT (target) DO NOTHING', [target, to, trail])
        : await tx.query('UPDATE release_live SET version = $3, trail = $4 WHERE target = $1 AND version = $2', [target, expected, to, trail]);
    if (result.rowCount !== 1) throw new ReleaseConflict(`${target}: another release changed the live version meanwhile; nothing was changed. Reload and try again.`);
  }

  function checkExpected(target: string, live: string | null, expected: string | null | undefined) {
    if (expected !== undefined && expected !== live) {
      throw new ReleaseConflict(`${target}: the live version is now ${live ?? 'none'}, not ${expected ?? 'none'}; nothing was changed. Reload and try again.`);
    }
  }

  async function promoteIn(tx: Queryable, audit: WriteAudit, actor: ReleaseActor, target: string, version: string, options: PromoteOptions, at: Date): Promise<ReleaseChange> {
    const registry = await readRegistry(tx);
    const track = trackOf(registry, target);
    const info = track?.versions[version];
    if (!track || !info) throw new ReleaseRefused(`${target}: version ${version} is not published`, 404);
    checkExpected(target, track.live, options.expected);
    const problem = options.force ? null : incompatibility(registry, target, info);
    if (problem) throw new ReleaseRefused(problem);
    const change = { target, from: track.live, to: version };
    if (track.live === version) return change;
    await goLive(tx, target, track.live, version, [...track.trail, version]);
    await record(tx, audit, actor, 'promote', change, options.force === true, at);
    return change;
  }

  return {
    registry: () => readRegistry(db),

    /**
     * Stores a build as a new immutable version (not live, unless nothing of `target` is live yet
     * or `promote` is asked). Publishing the same build again changes nothing.
     */
    async publish(actor: ReleaseActor, target: string, files: ReadonlyMap<string, Buffer>, options: { promote?: boolean } = {}) {
      const at = clock();
      const prepared = prepareVersion(target, files, at);
      const bodies = await Promise.all(prepared.files.map(async (file) => ({ file, ...(await compressed(file)) })));
      return auditedTransaction(db, clock, actor.staffId, undefined, async (tx, audit) => {
        const inserted = await tx.query(
          'INSERT INTO release_versions (target, version, info, size, published_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
          [target, prepared.version, JSON.stringify(prepared.info), prepared.size, at],
        );
        const created = inserted.rowCount === 1;
        if (created) {
          for (const { file, br, gz } of bodies) {
            await tx.query('INSERT INTO release_files (hash, size, content, br, gz) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
              file.hash,
              file.content.length,
              file.content,
              br,
              gz,
            ]);
            await tx.query('INSERT INTO release_version_files (target, version, path, hash) VALUES ($1, $2, $3, $4)', [target, prepared.version, file.path, file.hash]);
          }
          await record(tx, audit, actor, 'publish', { target, from: null, to: prepared.version }, false, at);
        }
        const live = await tx.query<{ version: string }>('SELECT version FROM release_live WHERE target = $1', [target]);
        const goesLive = (options.promote || live.rows.length === 0) && live.rows[0]?.version !== prepared.version;
        if (goesLive) await promoteIn(tx, audit, actor, target, prepared.version, {}, at);
        return { version: prepared.version, created, live: goesLive || live.rows[0]?.version === prepared.version };
      });
    },

    /**
     * Makes a published version live; refuses one that does not fit the live others unless forced.
     * `staff`: the staff action's audited transaction to do it in (the Releases screen).
     */
    promote(actor: ReleaseActor, target: string, version: string, options: PromoteOptions = {}, staff?: StaffTransaction): Promise<ReleaseChange> {
      return auditedTransaction(db, clock, actor.staffId, staff, (tx, audit) => promoteIn(tx, audit, actor, target, version, options, clock()));
    },

    /** Back to the version that was live before the current one, if it fits the live others. */
    rollback(actor: ReleaseActor, target: string, options: { expected?: string | null } = {}, staff?: StaffTransaction): Promise<ReleaseChange> {
      return auditedTransaction(db, clock, actor.staffId, staff, async (tx, audit) => {
        const registry = await readRegistry(tx);
        const track = trackOf(registry, target);
        if (!track?.live || track.trail.length < 2) throw new ReleaseRefused(`${target}: no previous live version to roll back to`);
        checkExpected(target, track.live, options.expected);
        const previous = track.trail[track.trail.length - 2]!;
        const problem = incompatibility(registry, target, track.versions[previous]!);
        if (problem) throw new ReleaseRefused(problem);
        await goLive(tx, target, track.live, previous, track.trail.slice(0, -1));
        const change = { target, from: track.live, to: previous };
        await record(tx, audit, actor, 'rollback', change, false, clock());
        return change;
      });
    },
  };
}

export interface PromoteOptions {
  /** Skip the platform and MF-runtime checks (a coordinated major upgrade), recorded as forced. */
  force?: boolean;
  /** The live version the caller saw; another one live now answers 409. */
  expected?: string | null;
}

export type ReleaseStore = ReturnType<typeof createReleaseStore>;
