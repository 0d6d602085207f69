import { decodePuzzle } from '../codec.js';
import { generatePuzzle } from '../generate.js';
import type { Band, Level, Puzzle, ShapeNumber } from '../model.js';
import { applyStep, startBoard } from './board.js';
import { BASIC_TECHNIQUES } from './ladder-basic.js';
import { runLadder } from './ladder.js';
import { TECHNIQUE, TECHNIQUES, type TechniqueName } from './table.js';

/** A fixed sample: every square shape of level 3 and one-square, every band, a few each. */
const sample: Puzzle[] = [];
for (const [level, shape] of [
  [2, 1],
  [3, 1],
  [3, 2],
  [3, 3],
  [3, 4],
] as [Level, ShapeNumber][])
  for (const band of [1, 2, 3, 4] as Band[])
    for (let index = 0; index < 6; index++)
      sample.push(decodePuzzle(generatePuzzle({ level, shape, band, seed: 'ladder', index })));

describe('the technique ladder', () => {
  it('uses every technique of the table somewhere, each at its table tier', () => {
    const used = new Set<TechniqueName>();
    for (const puzzle of sample) {
      for (const step of runLadder(puzzle).steps) {
        used.add(step.technique);
        expect(step.tier).toBe(TECHNIQUE[step.technique].tier);
      }
    }
    expect([...used].sort()).toEqual(TECHNIQUES.map((t) => t.name).sort());
  });

  it('takes the easiest technique that applies: none before it in the table had a step', () => {
    for (const puzzle of sample.slice(0, 60)) {
      let board = startBoard(puzzle);
      for (const step of runLadder(puzzle).steps) {
        const order = TECHNIQUES.findIndex((t) => t.name === step.technique);
        for (const easier of BASIC_TECHNIQUES.filter(
          (t) => TECHNIQUES.findIndex((u) => u.name === t.name) < order,
        ))
          expect(easier.find(board)).toBeUndefined();
        board = applyStep(board, step);
      }
    }
  });

  it('never needs more than its band: the ladder limited to band - 1 stalls', () => {
    for (const puzzle of sample) {
      const band = puzzle.record.difficultyLevel;
      expect(runLadder(puzzle, band).solved).toBe(true);
      if (band > 1) expect(runLadder(puzzle, (band - 1) as Band).solved).toBe(false);
    }
  });
});
