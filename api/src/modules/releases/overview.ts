// The Releases screen's table (ADR 0034): every target at a glance, with what needs a person.
import type { ReleaseOverviewRow } from '@topup/wire';
import type { Queryable } from '../../db/client';
import { attemptsOf, worseThanStable } from './canary-judgement';
import { incompatibility } from './compat';
import { countsSince, noHealth } from './health';
import type { Registry, Track } from './types';

const DAY_MS = 24 * 3600_000;

/**
 * Per target: the live version and since when, the canary and its plan, both versions' health over
 * the same window (since the canary started; else the last hour), the last change and who made it,
 * and warnings: a canary doing worse than stable (over `minLoads`), a paused plan, a running
 * version that no longer fits the live shell, a canary the watch aborted in the last day.
 */
export async function readOverview(db: Queryable, registry: Registry, now: Date, options: { minLoads: number; marginPoints: number }): Promise<ReleaseOverviewRow[]> {
  const tracks: Array<[string, Track]> = [['shell', registry.shell], ...Object.entries(registry.remotes).sort(([a], [b]) => a.localeCompare(b))];
  const rows: ReleaseOverviewRow[] = [];
  for (const [target, track] of tracks) {
    const canary = track.canary ?? null;
    const since = canary ? new Date(canary.since) : new Date(now.getTime() - 3600_000);
    const live = track.live ? await countsSince(db, target, track.live, since) : noHealth();
    const canaryHealth = canary ? await countsSince(db, target, canary.version, since) : null;
    const wentLive = [...track.history].reverse().find((entry) => (entry.action === 'promote' || entry.action === 'rollback') && entry.version === track.live);
    const lastChange = track.history.filter((entry) => entry.action !== 'publish').at(-1) ?? null;
    const warnings: string[] = [];
    if (canary && canaryHealth && attemptsOf(canaryHealth) >= options.minLoads) {
      const why = worseThanStable(canaryHealth, live, options.marginPoints);
      if (why) warnings.push(`Canary ${canary.version} is doing worse than stable: ${why}`);
    }
    if (canary?.plan?.paused) warnings.push(`The plan of canary ${canary.version} is paused at ${canary.percent} %`);
    for (const version of [track.live, canary?.version]) {
      const info = version ? track.versions[version] : undefined;
      const problem = info && incompatibility(registry, target, info);
      if (problem) warnings.push(`${version} fails its checks: ${problem}`);
    }
    const aborted = track.history.at(-1);
    if (!canary && aborted?.action === 'canary-abort' && aborted.by?.startsWith('system') && now.getTime() - new Date(aborted.at).getTime() < DAY_MS) {
      warnings.push(`The canary watch aborted ${aborted.version} in the last day (see its history)`);
    }
    rows.push({
      target,
      live: track.live,
      liveSince: wentLive?.at ?? null,
      canary: canary ? { version: canary.version, percent: canary.percent, since: canary.since, by: canary.by, ...(canary.plan && { plan: canary.plan }) } : null,
      health: { since: since.toISOString(), live, canary: canaryHealth },
      lastChange: lastChange && { at: lastChange.at, action: lastChange.action, version: lastChange.version, ...(lastChange.from && { from: lastChange.from }), ...(lastChange.percent !== undefined && { percent: lastChange.percent }), ...(lastChange.by && { by: lastChange.by }) },
      warnings,
    });
  }
  return rows;
}
