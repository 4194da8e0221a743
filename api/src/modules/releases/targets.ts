// Registered release targets (ADR 0030): what each target may claim, owned by the
// server. Publish, promote, canary, preview and rollback check a build against them; an admin
// changes them (npm run admin -- register-target, or the Releases screen), audited.
import { claimRefusal, registrationRefusal, type BuildClaims, type Registrations, type TargetClaims } from '@topup/rules';
import type { Db, Queryable } from '../../db/client';
import { auditedTransaction } from './audited';
import { ReleaseRefused } from './errors';
import type { StaffTransaction } from '../staff/transaction';
import type { VersionInfo } from './types';

export type { TargetClaims, Registrations };

export interface RegisteredTarget extends TargetClaims {
  target: string;
  updatedAt: string;
}

interface TargetRow {
  target: string;
  container: string | null;
  area: string | null;
  paths: string[];
  nav: string[];
  widgets: string[];
  updated_at: Date | string;
}

const claimsOf = (row: TargetRow): TargetClaims => ({ container: row.container, area: row.area, paths: row.paths, nav: row.nav, widgets: row.widgets });

/** Every registered target, by name. */
export async function readRegistrations(q: Queryable): Promise<Registrations> {
  const { rows } = await q.query<TargetRow>('SELECT * FROM release_targets ORDER BY target');
  return Object.fromEntries(rows.map((row) => [row.target, claimsOf(row)]));
}

export async function listTargets(q: Queryable): Promise<RegisteredTarget[]> {
  const { rows } = await q.query<TargetRow>('SELECT * FROM release_targets ORDER BY target');
  return rows.map((row) => ({ target: row.target, ...claimsOf(row), updatedAt: new Date(row.updated_at).toISOString() }));
}

/** What a stored version claims, as a build would say it (publish already checked its name). */
export function versionClaims(target: string, info: VersionInfo): BuildClaims {
  if (target === 'shell') return { kind: 'shell', name: 'shell' };
  return {
    kind: 'remote',
    name: target,
    container: info.container,
    remote: { name: target, area: info.area, paths: info.paths ?? [], nav: info.nav ?? [], widgets: info.widgets ?? [], exposes: info.exposes ?? {} },
  };
}

/** Refuses (400, naming the claim) a version that claims what is not `target`'s. */
export async function checkClaims(q: Queryable, target: string, build: BuildClaims): Promise<void> {
  const refusal = claimRefusal(target, build, await readRegistrations(q));
  if (refusal) throw new ReleaseRefused(refusal);
}

/** Normalises what an admin typed: trimmed, each list without blanks or repeats, sorted. */
export function cleanClaims(input: { container?: string | null; area?: string | null; paths?: string[]; nav?: string[]; widgets?: string[] }, current?: TargetClaims): TargetClaims {
  const list = (values: string[] | undefined, kept: string[] | undefined) => [...new Set((values ?? kept ?? []).map((value) => value.trim()).filter(Boolean))].sort();
  const text = (value: string | null | undefined, kept: string | null | undefined) => {
    const chosen = value === undefined ? kept : value;
    return chosen?.trim() ? chosen.trim() : null;
  };
  return {
    container: text(input.container, current?.container),
    area: text(input.area, current?.area),
    paths: list(input.paths, current?.paths),
    nav: list(input.nav, current?.nav),
    widgets: list(input.widgets, current?.widgets),
  };
}

/**
 * Registers `target` (or changes its claims: a field not given keeps its value). `by`: the staff
 * member, null for the command line; `staff`: the staff action's audited transaction.
 */
export async function registerTarget(
  db: Db,
  clock: () => Date,
  by: number | null,
  target: string,
  input: Parameters<typeof cleanClaims>[0],
  staff?: StaffTransaction,
): Promise<RegisteredTarget> {
  return auditedTransaction(db, clock, by, staff, async (tx, audit) => {
    await tx.query('LOCK TABLE release_targets IN SHARE ROW EXCLUSIVE MODE');
    const registrations = await readRegistrations(tx);
    const before = registrations[target];
    const claims = cleanClaims(input, before);
    const refusal = registrationRefusal(target, claims, registrations);
    if (refusal) throw new ReleaseRefused(refusal);
    const at = clock();
    const { rows } = await tx.query<TargetRow>(
      `INSERT INTO release_targets (target, container, area, paths, nav, widgets, updated_at, revision) VALUES ($1, $2, $3, $4, $5, $6, $7, 1)
       ON CONFLICT (target) DO UPDATE SET container = $2, area = $3, paths = $4, nav = $5, widgets = $6, updated_at = $7, revision = release_targets.revision + 1
       RETURNING *`,
      [target, claims.container, claims.area, claims.paths, claims.nav, claims.widgets, at],
    );
    await audit('release-target.register', `release-target:${target}`, before ?? null, claims);
    const row = rows[0]!;
    return { target, ...claimsOf(row), updatedAt: new Date(row.updated_at).toISOString() };
  });
}
