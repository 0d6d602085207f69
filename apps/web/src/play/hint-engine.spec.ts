import fc from 'fast-check';
import { decodePuzzle, generatePuzzle, type Band, type Level, type ShapeNumber } from '@czeus/puzzle';
import { hintFor, openedHint } from './hint-engine';

const fresh = (puzzle: ReturnType<typeof decodePuzzle>) => ({
  values: puzzle.cells.map((c) => (c.kind === 'mystery' ? (c.given ?? 0) : 0)),
});

describe('a smart hint as it opens', () => {
  it('leads with the concrete step on its cells; only a step through an assumption keeps More for its chain', () => {
    let chains = 0;
    fc.assert(
      fc.property(
        fc.record({
          level: fc.constantFrom<Level>(1, 2, 3),
          shape: fc.constantFrom<ShapeNumber>(1, 2, 3, 4),
          band: fc.constantFrom<Band>(1, 2, 3, 4),
          seed: fc.string({ maxLength: 6 }),
        }),
        (request) => {
          const puzzle = decodePuzzle(generatePuzzle(request));
          const { lead, full } = openedHint(puzzle, fresh(puzzle));
          if (!full) {
            // One step: the reasoning itself (a rule with the board's numbers), on cells it lights.
            expect(lead.type).toBe('hint');
            expect(lead.steps).toHaveLength(1);
            expect(lead.steps[0].messages[0].key).toMatch(/^hint-/);
            expect(Object.keys(lead.steps[0].messages[0].params ?? {}).length).toBeGreaterThan(0);
            expect(lead.steps[0].highlights.length).toBeGreaterThan(0);
          } else {
            chains++;
            expect(full.steps.length).toBeGreaterThan(1);
            expect(lead.type).toBe('hint_gentle');
          }
        },
      ),
      { numRuns: 40 },
    );
    // The generator's expert boards need an assumption now and then; most first steps do not.
    expect(chains).toBeLessThan(40);
  });
});

describe('the hint for the board as it is', () => {
  const record = generatePuzzle({ level: 2, shape: 3, band: 3, seed: 'ahead' });
  const puzzle = decodePuzzle(record);
  const board = {
    record,
    values: fresh(puzzle).values,
    notes: { mystery: puzzle.cells.map(() => []) },
    selection: null,
  };

  it('is worked out once while nothing moves, and again when a number does', () => {
    const ahead = hintFor(board);
    expect(ahead).toEqual(
      openedHint(puzzle, { values: board.values, notes: board.notes.mystery, selected: null }),
    );
    expect(hintFor({ ...board })).toBe(ahead);
    const cell = puzzle.mysteries[0];
    const moved = {
      ...board,
      values: board.values.map((v, i) => (i === cell ? (puzzle.cells[cell].solution ?? 1) : v)),
    };
    expect(hintFor(moved)).not.toBe(ahead);
    expect(hintFor({ ...board, record: null })).toBeNull();
  });
});
