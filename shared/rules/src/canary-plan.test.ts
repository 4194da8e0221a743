import { canaryStepsProblem, formatCanarySteps, parseCanarySteps } from './canary-plan';

describe('a canary plan of steps', () => {
  it('reads 10,50,100 in the ways people type it', () => {
    expect(parseCanarySteps('10,50,100')).toEqual({ steps: [10, 50, 100] });
    expect(parseCanarySteps(' 5 → 25 → 50 → 100 ')).toEqual({ steps: [5, 25, 50, 100] });
    expect(parseCanarySteps('10%, 50%, 100%')).toEqual({ steps: [10, 50, 100] });
    expect(formatCanarySteps([10, 50, 100])).toBe('10 → 50 → 100');
  });

  it('refuses what is not a plan, saying why', () => {
    expect(parseCanarySteps('10,fifty,100')).toEqual({ problem: 'Steps are whole percentages separated by commas, e.g. 10,50,100' });
    expect(canaryStepsProblem([100])).toBe('A plan has 2 to 10 steps, the last one 100');
    expect(canaryStepsProblem([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100])).toBe('A plan has 2 to 10 steps, the last one 100');
    expect(canaryStepsProblem([0, 100])).toBe('Each step is a whole percentage from 1 to 100');
    expect(canaryStepsProblem([50, 50, 100])).toBe('Each step is larger than the one before');
    expect(canaryStepsProblem([10, 50])).toBe('The last step is 100 (the canary completes there)');
    expect(canaryStepsProblem([10, 50, 100])).toBeNull();
  });
});
