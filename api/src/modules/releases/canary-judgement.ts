// How the canary watch judges a canary against its stable version (ADR 0022, ADR 0034). Pure:
// the clock and the health figures are given, so every rule is tested without waiting.
import type { HealthStats } from '@topup/wire';
import type { CanaryPlan } from './types';

/** A plan's defaults per step when neither the caller nor the settings say (CANARY_STEP_MIN_LOADS, CANARY_STEP_MINUTES). */
export const PLAN_DEFAULTS = { minLoads: 200, minutes: 15 } as const;

/** Purchases of the canary before its failed-purchase rate counts (a few purchases say nothing). */
export const MIN_PURCHASES_JUDGED = 10;

/**
 * Why the canary's health is worse than stable's by more than `marginPoints` (load failures, render
 * errors, failed purchases), or null. Sample sizes are the caller's business.
 */
export function worseThanStable(canary: HealthStats, stable: HealthStats, marginPoints: number): string | null {
  const worse = (name: string, a: number | null, b: number | null) => ((a ?? 0) - (b ?? 0) > marginPoints ? `${name} ${a ?? 0} % against ${b ?? 0} % on stable` : null);
  return (
    worse('load failures', canary.loadFailureRate, stable.loadFailureRate) ??
    worse('render errors', canary.errorRate, stable.errorRate) ??
    (canary.purchases >= MIN_PURCHASES_JUDGED ? worse('failed purchases', canary.purchaseFailureRate, stable.purchaseFailureRate) : null)
  );
}

export const attemptsOf = (stats: HealthStats) => stats.loads + stats.loadFailures;

export type StepDecision =
  | { kind: 'wait'; why: string }
  | { kind: 'widen'; percent: number }
  | { kind: 'complete' }
  | { kind: 'abort'; why: string };

/**
 * What a planned canary does now, from its health and stable's since the step began: abort when
 * worse (over the step's minimum of loads); otherwise, once the step has its loads and minutes and
 * the plan is not paused, widen to the next step, or complete when the next step is 100 %.
 */
export function judgeStep(plan: CanaryPlan, canary: HealthStats, stable: HealthStats, now: Date, marginPoints: number): StepDecision {
  const loads = attemptsOf(canary);
  if (loads >= plan.minLoads) {
    const why = worseThanStable(canary, stable, marginPoints);
    if (why) return { kind: 'abort', why: `${why} (over ${loads} loads at ${plan.steps[plan.step]} %)` };
  }
  if (plan.paused) return { kind: 'wait', why: 'paused' };
  if (loads < plan.minLoads) return { kind: 'wait', why: `${loads} of ${plan.minLoads} loads at this step` };
  const minutes = (now.getTime() - new Date(plan.stepSince).getTime()) / 60_000;
  if (minutes < plan.minutes) return { kind: 'wait', why: `${Math.floor(minutes)} of ${plan.minutes} minutes at this step` };
  const next = plan.steps[plan.step + 1];
  return next === undefined || next >= 100 ? { kind: 'complete' } : { kind: 'widen', percent: next };
}
