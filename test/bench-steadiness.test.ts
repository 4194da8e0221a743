import { STEADY_SPREAD, spread, steadinessLine } from '../bench/steadiness';

describe("the bench's machine steadiness", () => {
  it('measures the spread of samples as the largest over the smallest', () => {
    expect(spread([1_044, 1_108, 1_224, 1_050, 1_159])).toBeCloseTo(0.1724, 4);
    expect(spread([17_860, 32_810, 31_686, 16_919, 18_542])).toBeCloseTo(0.9392, 4);
  });

  it('has no spread for fewer than two samples, leaving out zeros (a yardstick that did not run)', () => {
    expect(spread([])).toBeNull();
    expect(spread([900])).toBeNull();
    expect(spread([0, 900])).toBeNull();
  });

  it('calls a run steady only when every yardstick stayed within the threshold', () => {
    expect(STEADY_SPREAD).toBe(0.25);
    expect(steadinessLine({ pgbench: [1_044, 1_108, 1_224], 'hello-world': [34_184, 33_230, 30_000] })).toBe(
      'Machine steadiness: steady (the yardsticks\' samples spread pgbench 17 %, hello-world 14 %; at most 25 %).',
    );
    expect(steadinessLine({ pgbench: [2_272, 2_722], 'hello-world': [78_922, 90_208] })).toMatch(/^Machine steadiness: steady/);
    const line = steadinessLine({ pgbench: [1_044, 1_108, 1_224], 'hello-world': [19_351, 34_184, 28_968] });
    expect(line).toMatch(/^Machine steadiness: NOT steady/);
    expect(line).toContain('hello-world 77 %');
  });

  it('says so when nothing could be measured', () => {
    expect(steadinessLine({ pgbench: [], 'hello-world': [0] })).toMatch(/not measured/);
  });
});
