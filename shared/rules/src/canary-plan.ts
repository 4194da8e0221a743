// ADR 0034: a canary's plan of steps, as typed on the Releases screen and the command
// line (`--steps 10,50,100`), checked the same way by the API.

export const CANARY_PLAN_MAX_STEPS = 10;

/** Why these steps are not a plan, or null: whole percentages, rising, the last one 100. */
export function canaryStepsProblem(steps: readonly number[]): string | null {
  if (steps.length < 2 || steps.length > CANARY_PLAN_MAX_STEPS) return `A plan has 2 to ${CANARY_PLAN_MAX_STEPS} steps, the last one 100`;
  if (steps.some((step) => !Number.isInteger(step) || step < 1 || step > 100)) return 'Each step is a whole percentage from 1 to 100';
  if (steps.some((step, i) => i > 0 && step <= steps[i - 1]!)) return 'Each step is larger than the one before';
  if (steps.at(-1) !== 100) return 'The last step is 100 (the canary completes there)';
  return null;
}

/** `10,50,100` (or `10 → 50 → 100`, spaces allowed) as steps, or the problem in words. */
export function parseCanarySteps(text: string): { steps: number[] } | { problem: string } {
  const parts = text.split(/\s*(?:,|→|->)\s*/).map((part) => part.trim().replace(/\s*%$/, ''));
  if (parts.some((part) => !/^\d{1,3}$/.test(part))) return { problem: 'Steps are whole percentages separated by commas, e.g. 10,50,100' };
  const steps = parts.map(Number);
  const problem = canaryStepsProblem(steps);
  return problem ? { problem } : { steps };
}

/** `10 → 50 → 100`. */
export const formatCanarySteps = (steps: readonly number[]) => steps.join(' → ');
