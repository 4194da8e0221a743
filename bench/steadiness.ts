/** How far apart a run's samples of a yardstick fell: the largest over the smallest, less one (0.25 = 25 %). */
export function spread(samples: readonly number[]): number | null {
  const positive = samples.filter((sample) => sample > 0);
  if (positive.length < 2) return null;
  return Math.max(...positive) / Math.min(...positive) - 1;
}

/**
 * Issue 46 judges its goals on one run on a quiet machine. A machine whose yardsticks moved by more
 * than this within the run was not quiet. Over a whole session (several runs) the 8th session's fast
 * machine moved 20 % in pgbench (2,272-2,722 tps) and 14 % in the hello-world; single runs on
 * 2026-11-30 spread 17-51 % (pgbench) and 34-94 % (hello-world), and the same code read 45.9 % and
 * 29.7 % of pgbench in two runs back to back (docs/performance.md).
 */
export const STEADY_SPREAD = 0.25;

/** The line `npm run bench` prints under its goals: whether this run's machine was steady enough to judge them. */
export function steadinessLine(yardsticks: Record<string, readonly number[]>): string {
  const spreads = Object.entries(yardsticks).map(([name, samples]) => ({ name, spread: spread(samples) }));
  const measured = spreads.filter((s): s is { name: string; spread: number } => s.spread !== null);
  if (!measured.length) return 'Machine steadiness: not measured (fewer than two samples of each yardstick).';
  const figures = measured.map((s) => `${s.name} ${(100 * s.spread).toFixed(0)} %`).join(', ');
  const unsteady = measured.filter((s) => s.spread > STEADY_SPREAD);
  return unsteady.length
    ? `Machine steadiness: NOT steady (the yardsticks' samples spread ${figures}; more than ${100 * STEADY_SPREAD} %): this machine's speed moved within the run, so do not judge the goals on it.`
    : `Machine steadiness: steady (the yardsticks' samples spread ${figures}; at most ${100 * STEADY_SPREAD} %).`;
}
