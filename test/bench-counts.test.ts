import { countFromEnv } from '../bench/counts';

describe("the benches' round counts", () => {
  it('takes the setting as a whole number, or the fallback when unset', () => {
    expect(countFromEnv('BENCH_ROUNDS', 3, {})).toBe(3);
    expect(countFromEnv('BENCH_ROUNDS', 3, { BENCH_ROUNDS: '5' })).toBe(5);
    expect(countFromEnv('BENCH_ROUNDS', 3, { BENCH_ROUNDS: '2.7' })).toBe(2);
  });

  it('never answers fewer than one round, whatever the setting says', () => {
    for (const bad of ['0', '-4', 'three', '']) expect(countFromEnv('BENCH_ROUNDS', 3, { BENCH_ROUNDS: bad })).toBe(1);
  });
});
