// Publish, promote and roll back (ADR 0018): each is one transaction with its history row and
// its audit row, so a killed publish leaves nothing and every change names who made it.
import type { Db, Queryable } from '../../db/client';
import type { StaffTransaction } from '../staff/transaction';
import { auditedTransaction, type WriteAudit } from './audited';
import { incompatibility } from './compat';
import { ReleaseConflict, ReleaseRefused } from './errors';
import { digestFiles } from './file-work';
import { compressed, prepareVersion } from './publish';
import { CANARY_COLUMNS, canaryOf, readRegistry, type Audience, type CanaryRow } from './queries';
import { checkClaims, versionClaims } from './targets';
import { canaryStepsProblem } from '@topup/rules';
import { trackOf, type CanaryChange, type CanaryPlanChange, type ReleaseChange } from '@topup/wire';
import type { Canary, HistoryEntry } from './types';

/** Who asked: a staff member, a release token or the command line, and from where. */
export interface ReleaseActor {
  /** `staff:<email>`, `token:<name>` or `command line`. */
  by: string;
  staffId: number | null;
  address: string | null;
}


export function createReleaseStore(options: { db: Db; clock?: () => Date }) {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());

  async function record(tx: Queryable, audit: WriteAudit, actor: ReleaseActor, action: HistoryEntry['action'], change: ReleaseChange, forced: boolean, at: Date, percent: number | null = null, steps: number[] | null = null) {
    await tx.query(
      'INSERT INTO release_history (target, action, version, from_version, forced, actor, at, percent, steps) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [change.target, action, change.to, change.from, forced, actor.by, at, percent, steps],
    );
    await audit(`release.${action}`, `release:${change.target}`, { version: change.from }, { version: change.to, forced, by: actor.by, address: actor.address, ...(percent !== null && { percent }), ...(steps && { steps }) });
  }

  /** The running canary of `target`, locked for this transaction (after its live row: see stepCanary). */
  async function lockedCanary(tx: Queryable, target: string): Promise<Canary | null> {
    const { rows } = await tx.query<CanaryRow>(`SELECT ${CANARY_COLUMNS} FROM release_canaries WHERE target = $1 FOR UPDATE`, [target]);
    return rows[0] ? canaryOf(rows[0]) : null;
  }

  /**
   * Ends `target`'s running canary, if any (ADR 0022): an abort, or a promote or rollback that
   * moves the live version (the canary of `to` completes: the promote is its record).
   */
  async function endCanary(tx: Queryable, audit: WriteAudit, actor: ReleaseActor, target: string, to: string | null, at: Date): Promise<Canary | null> {
    const { rows } = await tx.query<{ version: string; percent: number }>('DELETE FROM release_canaries WHERE target = $1 RETURNING version, percent', [target]);
    const ended = rows[0];
    if (!ended) return null;
    if (ended.version !== to) await record(tx, audit, actor, 'canary-abort', { target, from: ended.version, to: ended.version }, false, at, 0);
    return { version: ended.version, percent: Number(ended.percent), since: at.toISOString(), by: actor.by };
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
    const registry = await readRegistry(tx, 'staff');
    const track = trackOf(registry, target);
    const info = track?.versions[version];
    if (!track || !info) throw new ReleaseRefused(`${target}: version ${version} is not published`, 404);
    checkExpected(target, track.live, options.expected);
    // Never skipped, not even by --force: a build claiming what is not its target's never goes live (ADR 0030).
    await checkClaims(tx, target, versionClaims(target, info));
    const problem = options.force ? null : incompatibility(registry, target, info);
    if (problem) throw new ReleaseRefused(problem);
    const change = { target, from: track.live, to: version };
    if (track.live === version) return change;
    await goLive(tx, target, track.live, version, [...track.trail, version]);
    await record(tx, audit, actor, 'promote', change, options.force === true, at);
    await endCanary(tx, audit, actor, target, version, at);
    return change;
  }

  return {
    /** `public` unless the Releases screen asks (ADR 0030: staff e-mails and unfit versions only there). */
    registry: (audience: Audience = 'public') => readRegistry(db, audience),

    /**
     * Stores a build as a new immutable version (not live, unless nothing of `target` is live yet
     * or `promote` is asked). Publishing the same build again changes nothing.
     */
    async publish(actor: ReleaseActor, target: string, files: ReadonlyMap<string, Buffer>, options: { promote?: boolean } = {}) {
      const at = clock();
      // Hashing and compression run on a worker thread (file-work.ts): the API keeps answering.
      const prepared = prepareVersion(target, files, at, await digestFiles(files));
      const twins = await compressed(prepared.files);
      const bodies = prepared.files.map((file, n) => ({ file, ...twins[n]! }));
      return auditedTransaction(db, clock, actor.staffId, undefined, async (tx, audit) => {
        // What the build says it is, checked against what its target is registered for (ADR 0030).
        await checkClaims(tx, target, prepared.claims);
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
            await tx.query('INSERT INTO release_file_digests (hash, sha384) VALUES ($1, $2) ON CONFLICT DO NOTHING', [file.hash, file.sha384]);
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
        const registry = await readRegistry(tx, 'staff');
        const track = trackOf(registry, target);
        if (!track?.live || track.trail.length < 2) throw new ReleaseRefused(`${target}: no previous live version to roll back to`);
        checkExpected(target, track.live, options.expected);
        const previous = track.trail[track.trail.length - 2]!;
        await checkClaims(tx, target, versionClaims(target, track.versions[previous]!));
        const problem = incompatibility(registry, target, track.versions[previous]!);
        if (problem) throw new ReleaseRefused(problem);
        await goLive(tx, target, track.live, previous, track.trail.slice(0, -1));
        const change = { target, from: track.live, to: previous };
        const at = clock();
        await record(tx, audit, actor, 'rollback', change, false, at);
        await endCanary(tx, audit, actor, target, null, at);
        return change;
      });
    },

    /**
     * Starts a canary of `version` for `percent` % of signed-in customers, or widens (narrows) the
     * running one (ADR 0022). Remotes only; the version must fit the live shell like a promote.
     */
    canary(actor: ReleaseActor, target: string, version: string, percentOrPlan: number | PlanRequest, options: { expected?: string | null } = {}, staff?: StaffTransaction): Promise<CanaryChange> {
      return auditedTransaction(db, clock, actor.staffId, staff, async (tx, audit) => {
        if (target === 'shell') throw new ReleaseRefused('shell: canaries are for remotes; preview a shell version instead');
        const plan = typeof percentOrPlan === 'number' ? null : percentOrPlan;
        if (plan) {
          const problem = canaryStepsProblem(plan.steps);
          if (problem) throw new ReleaseRefused(`${target}: ${problem}`);
          if (!Number.isInteger(plan.minLoads) || plan.minLoads < 1 || !Number.isInteger(plan.minutes) || plan.minutes < 0) throw new ReleaseRefused(`${target}: a plan needs at least 1 load and 0 or more whole minutes per step`);
        }
        const percent = plan ? plan.steps[0]! : (percentOrPlan as number);
        if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new ReleaseRefused(`${target}: a canary's percentage is a whole number from 1 to 100`);
        const registry = await readRegistry(tx, 'staff');
        const track = trackOf(registry, target);
        const info = track?.versions[version];
        if (!track || !info) throw new ReleaseRefused(`${target}: version ${version} is not published`, 404);
        checkExpected(target, track.live, options.expected);
        if (track.live === version) throw new ReleaseRefused(`${target}: ${version} is already live for everyone`);
        const running = track.canary;
        if (running && running.version !== version) {
          throw new ReleaseRefused(`${target}: a canary of ${running.version} is running; complete or abort it first`, 409);
        }
        await checkClaims(tx, target, versionClaims(target, info));
        const problem = incompatibility(registry, target, info);
        if (problem) throw new ReleaseRefused(problem);
        const at = clock();
        // A share set by hand ends a plan (the person took over); a plan given again starts anew.
        const planColumns = plan ? [plan.steps, 0, at, plan.minLoads, plan.minutes] : [null, null, null, null, null];
        if (running) {
          const updated = await tx.query(
            'UPDATE release_canaries SET percent = $3, steps = $4, step = $5, step_since = $6, step_min_loads = $7, step_minutes = $8, paused_at = NULL WHERE target = $1 AND version = $2',
            [target, version, percent, ...planColumns],
          );
          if (updated.rowCount !== 1) throw new ReleaseConflict(`${target}: the canary changed meanwhile; nothing was changed. Reload and try again.`);
        } else {
          const inserted = await tx.query(
            'INSERT INTO release_canaries (target, version, percent, started_at, actor, steps, step, step_since, step_min_loads, step_minutes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (target) DO NOTHING',
            [target, version, percent, at, actor.by, ...planColumns],
          );
          if (inserted.rowCount !== 1) throw new ReleaseConflict(`${target}: another canary started meanwhile; nothing was changed. Reload and try again.`);
        }
        await record(tx, audit, actor, 'canary', { target, from: track.live, to: version }, false, at, percent, plan?.steps ?? null);
        return { target, stable: track.live, version, percent, from: running?.percent ?? 0 };
      });
    },

    /** Everyone back on the stable version at their next load. */
    abortCanary(actor: ReleaseActor, target: string, staff?: StaffTransaction, options: { version?: string } = {}): Promise<CanaryChange> {
      return auditedTransaction(db, clock, actor.staffId, staff, async (tx, audit) => {
        const registry = await readRegistry(tx, 'staff');
        const track = trackOf(registry, target);
        if (!track?.canary) throw new ReleaseRefused(`${target}: no canary is running`, 404);
        // The watch judged one canary: another started meanwhile is not its to abort.
        if (options.version !== undefined && track.canary.version !== options.version) throw new ReleaseConflict(`${target}: the canary changed meanwhile; nothing was changed.`);
        const ended = await endCanary(tx, audit, actor, target, null, clock());
        if (!ended) throw new ReleaseConflict(`${target}: the canary ended meanwhile; nothing was changed.`);
        return { target, stable: track.live, version: ended.version, percent: 0, from: ended.percent };
      });
    },

    /** The canary becomes live for everyone: a promote (in the trail as usual) that ends the canary. */
    completeCanary(actor: ReleaseActor, target: string, staff?: StaffTransaction): Promise<ReleaseChange> {
      return auditedTransaction(db, clock, actor.staffId, staff, async (tx, audit) => {
        const registry = await readRegistry(tx, 'staff');
        const canary = trackOf(registry, target)?.canary;
        if (!canary) throw new ReleaseRefused(`${target}: no canary is running`, 404);
        return promoteIn(tx, audit, actor, target, canary.version, {}, clock());
      });
    },

    /** Stops a plan from widening (the watch still aborts a canary doing worse). */
    pauseCanary(actor: ReleaseActor, target: string, staff?: StaffTransaction): Promise<CanaryPlanChange> {
      return changePlan(actor, target, 'canary-pause', staff);
    },

    /** The plan goes on; the step's loads and minutes count again from now. */
    resumeCanary(actor: ReleaseActor, target: string, staff?: StaffTransaction): Promise<CanaryPlanChange> {
      return changePlan(actor, target, 'canary-resume', staff);
    },

    /**
     * The canary watch's step of a plan (ADR 0034): widen to `decision.percent` or complete, only if
     * the canary is still `expected.version` at `expected.step` and not paused; otherwise (a person
     * moved it meanwhile) nothing, null. Locks the live row, then the canary row, the order a
     * promote takes them in, so a promote or abort at the same time waits or wins, never deadlocks.
     */
    stepCanary(actor: ReleaseActor, target: string, expected: { version: string; step: number }, decision: { kind: 'widen'; percent: number } | { kind: 'complete' }): Promise<CanaryChange | ReleaseChange | null> {
      return auditedTransaction(db, clock, actor.staffId, undefined, async (tx, audit) => {
        const live = await tx.query<{ version: string }>('SELECT version FROM release_live WHERE target = $1 FOR UPDATE', [target]);
        const stable = live.rows[0]?.version ?? null;
        const canary = await lockedCanary(tx, target);
        const plan = canary?.plan;
        if (!canary || !plan || canary.version !== expected.version || plan.step !== expected.step || plan.paused) return null;
        const at = clock();
        if (decision.kind === 'complete') return promoteIn(tx, audit, actor, target, canary.version, { expected: stable }, at);
        await tx.query('UPDATE release_canaries SET percent = $2, step = step + 1, step_since = $3 WHERE target = $1', [target, decision.percent, at]);
        await record(tx, audit, actor, 'canary', { target, from: stable, to: canary.version }, false, at, decision.percent);
        return { target, stable, version: canary.version, percent: decision.percent, from: canary.percent };
      });
    },
  };

  function changePlan(actor: ReleaseActor, target: string, action: 'canary-pause' | 'canary-resume', staff?: StaffTransaction): Promise<CanaryPlanChange> {
    return auditedTransaction(db, clock, actor.staffId, staff, async (tx, audit) => {
      const canary = await lockedCanary(tx, target);
      if (!canary) throw new ReleaseRefused(`${target}: no canary is running`, 404);
      if (!canary.plan) throw new ReleaseRefused(`${target}: the canary has no plan of steps`, 409);
      const pause = action === 'canary-pause';
      if (canary.plan.paused === pause) throw new ReleaseRefused(`${target}: the plan is already ${pause ? 'paused' : 'running'}`, 409);
      const at = clock();
      await tx.query(pause ? 'UPDATE release_canaries SET paused_at = $2 WHERE target = $1' : 'UPDATE release_canaries SET paused_at = NULL, step_since = $2 WHERE target = $1', [target, at]);
      const live = await tx.query<{ version: string }>('SELECT version FROM release_live WHERE target = $1', [target]);
      await record(tx, audit, actor, action, { target, from: live.rows[0]?.version ?? null, to: canary.version }, false, at, canary.percent);
      return { target, version: canary.version, percent: canary.percent, paused: pause };
    });
  }
}

export interface PlanRequest {
  steps: number[];
  minLoads: number;
  minutes: number;
}

export type { CanaryChange, CanaryPlanChange, ReleaseChange };

export interface PromoteOptions {
  /** Skip the platform and MF-runtime checks (a coordinated major upgrade), recorded as forced. */
  force?: boolean;
  /** The live version the caller saw; another one live now answers 409. */
  expected?: string | null;
}

export type ReleaseStore = ReturnType<typeof createReleaseStore>;
