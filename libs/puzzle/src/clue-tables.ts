import { MAX_DIGIT, MIN_DIGIT } from './model.js';

// Tables of what a clue's shown halves allow, shared by every puzzle: a half is a pure
// function of its digits, so (add, mult) alone decides the table. 0 stands for a hidden half.
const partnerTables = new Map<number, Int16Array>();
const tupleTables = new Map<number, Int32Array>();

/**
 * For a pair clue with shown `add`/`mult` (0 hidden): entry x is the bitmask of digits y
 * (bit y) that may stand beside x. The relation is symmetric, so one table serves both sides.
 */
export function partnersOf(add: number, mult: number): Int16Array {
  const key = add * 100_000 + mult;
  let table = partnerTables.get(key);
  if (!table) {
    table = new Int16Array(MAX_DIGIT + 1);
    for (let x = MIN_DIGIT; x <= MAX_DIGIT; x++)
      for (let y = MIN_DIGIT; y <= MAX_DIGIT; y++)
        if ((!add || x + y === add) && (!mult || x * y === mult)) table[x] |= 1 << y;
    partnerTables.set(key, table);
  }
  return table;
}

/**
 * For a square clue with shown `add`/`mult` (0 hidden): every 4-tuple of digits, in the
 * square's corner order, that the halves allow, packed 4 bits a digit (corner k at bits 4k).
 */
export function tuplesOf(add: number, mult: number): Int32Array {
  const key = add * 100_000 + mult;
  let table = tupleTables.get(key);
  if (!table) {
    const found: number[] = [];
    for (let a = MIN_DIGIT; a <= MAX_DIGIT; a++)
      for (let b = MIN_DIGIT; b <= MAX_DIGIT; b++)
        for (let c = MIN_DIGIT; c <= MAX_DIGIT; c++)
          for (let d = MIN_DIGIT; d <= MAX_DIGIT; d++)
            if ((!add || a + b + c + d === add) && (!mult || a * b * c * d === mult))
              found.push(a | (b << 4) | (c << 8) | (d << 12));
    table = Int32Array.from(found);
    tupleTables.set(key, table);
  }
  return table;
}
