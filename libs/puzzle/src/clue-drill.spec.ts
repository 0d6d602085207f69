import fc from 'fast-check';
import { CLUE_PRACTICE_PUZZLES, SQUARE_ESTIMATION_PUZZLES } from './builtin/index.js';
import { clueDrill, type DrillFamily } from './clue-drill.js';
import { decodePuzzle, encodePuzzle } from './codec.js';
import { arbitraryPuzzle } from './testing.js';

describe('clueDrill', () => {
  it('gives every mystery, keeps the clue values, and hides only the drilled family', () => {
    fc.assert(
      fc.property(arbitraryPuzzle, fc.constantFrom<DrillFamily>('pair', 'square'), (puzzle, family) => {
        const record = encodePuzzle(puzzle);
        const drill = decodePuzzle(clueDrill(record, family));
        expect(drill.record.puzzleId).toBe(record.puzzleId);
        expect(drill.record.timeAllowed).toBe(record.timeAllowed);
        for (const m of drill.mysteries) {
          expect(drill.cells[m].given).toBe(puzzle.cells[m].solution);
          expect(drill.cells[m].solution).toBe(puzzle.cells[m].solution);
        }
        for (const c of drill.clues) {
          const [before, after] = [puzzle.cells[c], drill.cells[c]];
          expect([after.add, after.mult]).toEqual([before.add, before.mult]);
          const drilled = (after.kind === 'square') === (family === 'square');
          const shown = [after.addShown, after.multShown];
          if (!drilled) expect(shown).toEqual([true, true]);
          else if (family === 'square') expect(shown).toEqual([false, false]);
          else expect(shown).toEqual([!!before.addShown, !!before.multShown]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('leaves every built-in clue-practice and estimation board something to work out', () => {
    const open = (record: (typeof CLUE_PRACTICE_PUZZLES)[number], family: DrillFamily) => {
      const drill = decodePuzzle(clueDrill(record, family));
      return drill.clues.flatMap((c) => [drill.cells[c].addShown, drill.cells[c].multShown]).filter((s) => !s)
        .length;
    };
    for (const record of CLUE_PRACTICE_PUZZLES) expect(open(record, 'pair')).toBeGreaterThanOrEqual(8);
    for (const record of SQUARE_ESTIMATION_PUZZLES) expect(open(record, 'square')).toBe(2);
  });
});
