import { partnersOf, tuplesOf } from './clue-tables.js';

const digitsOf = (mask: number) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << d));
const unpack = (packed: number) => [0, 4, 8, 12].map((shift) => (packed >> shift) & 15);

describe('clue tables', () => {
  it('pairs: add 7 and mult 12 leave only 3 beside 4 and 4 beside 3', () => {
    const table = partnersOf(7, 12);
    expect(digitsOf(table[3])).toEqual([4]);
    expect(digitsOf(table[4])).toEqual([3]);
    expect([1, 2, 5, 6, 7, 8, 9].map((x) => table[x])).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('pairs: a hidden half (0) does not constrain', () => {
    expect(digitsOf(partnersOf(10, 0)[1])).toEqual([9]);
    expect(digitsOf(partnersOf(0, 12)[6])).toEqual([2]);
  });

  it('squares: mult 625 is only four 5s; add 4 only four 1s', () => {
    expect([...tuplesOf(0, 625)].map(unpack)).toEqual([[5, 5, 5, 5]]);
    expect([...tuplesOf(4, 0)].map(unpack)).toEqual([[1, 1, 1, 1]]);
  });

  it('squares: every tuple of add 24 and mult 1296 sums to 24 and multiplies to 1296', () => {
    const tuples = [...tuplesOf(24, 1296)].map(unpack);
    expect(tuples).toContainEqual([6, 6, 6, 6]);
    for (const t of tuples) {
      expect(t.reduce((s, d) => s + d, 0)).toBe(24);
      expect(t.reduce((p, d) => p * d, 1)).toBe(1296);
    }
  });
});
