import type { HealthStats } from '@topup/wire';
import { judgeStep, worseThanStable } from './canary-judgement';
import type { CanaryPlan } from './types';

/** Figures as the health query makes them, from counts. */
function stats(loads: number, { failures = 0, errors = 0, purchases = 0, failedPurchases = 0 } = {}): HealthStats {
  const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
  return {
    loads,
    loadFailures: failures,
    loadFailureRate: rate(failures, loads + failures),
    renderErrors: errors,
    errorRate: rate(errors, loads),
    purchases,
    purchaseFailures: failedPurchases,
    purchaseFailureRate: rate(failedPurchases, purchases),
  };
}

const stepSince = new Date('2026-11-29T10:00:00Z');
const at = (minutes: number) => new Date(stepSince.getTime() + minutes * 60_000);
const plan = (overrides: Partial<CanaryPlan> = {}): CanaryPlan => ({ steps: [10, 50, 100], step: 0, stepSince: stepSince.toISOString(), minLoads: 100, minutes: 10, paused: false, ...overrides });
const MARGIN = 5;

describe('a planned canary at a step', () => {
  it('waits for enough loads, then for enough minutes, then widens to the next step', () => {
    expect(judgeStep(plan(), stats(99), stats(1000), at(60), MARGIN)).toEqual({ kind: 'wait', why: '99 of 100 loads at this step' });
    expect(judgeStep(plan(), stats(100), stats(1000), at(9.5), MARGIN)).toEqual({ kind: 'wait', why: '9 of 10 minutes at this step' });
    expect(judgeStep(plan(), stats(100), stats(1000), at(10), MARGIN)).toEqual({ kind: 'widen', percent: 50 });
    // Load failures count as attempts: 90 loads and 10 failures are 100 tries.
    expect(judgeStep(plan(), stats(95, { failures: 5 }), stats(1000, { failures: 50 }), at(10), MARGIN)).toEqual({ kind: 'widen', percent: 50 });
  });

  it('completes from the last step before 100 %', () => {
    expect(judgeStep(plan({ step: 1 }), stats(100), stats(100), at(10), MARGIN)).toEqual({ kind: 'complete' });
    expect(judgeStep(plan({ steps: [5, 25, 50, 100], step: 1 }), stats(100), stats(100), at(10), MARGIN)).toEqual({ kind: 'widen', percent: 50 });
  });

  it('is no worse within the margin, and aborts beyond it (load failures, errors, failed purchases)', () => {
    expect(judgeStep(plan(), stats(100, { errors: 9 }), stats(1000, { errors: 40 }), at(10), MARGIN)).toEqual({ kind: 'widen', percent: 50 });
    expect(judgeStep(plan(), stats(100, { errors: 10 }), stats(1000, { errors: 40 }), at(10), MARGIN)).toEqual({ kind: 'abort', why: 'render errors 10 % against 4 % on stable (over 100 loads at 10 %)' });
    expect(judgeStep(plan(), stats(90, { failures: 10 }), stats(1000), at(10), MARGIN).kind).toBe('abort');
    expect(judgeStep(plan(), stats(100, { purchases: 20, failedPurchases: 4 }), stats(1000, { purchases: 200, failedPurchases: 2 }), at(10), MARGIN)).toEqual({
      kind: 'abort',
      why: 'failed purchases 20 % against 1 % on stable (over 100 loads at 10 %)',
    });
  });

  it('does not judge a worse canary under the minimum of loads, but aborts it before the minutes are up', () => {
    expect(judgeStep(plan(), stats(50, { errors: 50 }), stats(1000), at(60), MARGIN).kind).toBe('wait');
    expect(judgeStep(plan(), stats(100, { errors: 50 }), stats(1000), at(1), MARGIN).kind).toBe('abort');
  });

  it('paused: never widens nor completes, but a worse canary is still aborted', () => {
    expect(judgeStep(plan({ paused: true }), stats(1000), stats(1000), at(600), MARGIN)).toEqual({ kind: 'wait', why: 'paused' });
    expect(judgeStep(plan({ paused: true, step: 1 }), stats(1000), stats(1000), at(600), MARGIN)).toEqual({ kind: 'wait', why: 'paused' });
    expect(judgeStep(plan({ paused: true }), stats(100, { errors: 50 }), stats(1000), at(0), MARGIN).kind).toBe('abort');
  });

  it('counts failed purchases only over enough purchases', () => {
    expect(worseThanStable(stats(100, { purchases: 9, failedPurchases: 9 }), stats(100), MARGIN)).toBeNull();
    expect(worseThanStable(stats(100, { purchases: 10, failedPurchases: 9 }), stats(100), MARGIN)).toBe('failed purchases 90 % against 0 % on stable');
  });
});
