import { median } from '../bench/median';

describe("the benches' median", () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([542, 187, 202])).toBe(202);
    expect(median([3])).toBe(3);
  });

  it('takes the mean of the two middle values of an even count (pgbench before and after)', () => {
    expect(median([938, 1092])).toBe(1015);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values rather than answering undefined', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});
