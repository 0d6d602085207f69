import fc from 'fast-check';
import { buildPuzzle } from './build.js';
import { decodePuzzle } from './codec.js';
import { layoutOf } from './lattice.js';
import { generatePuzzle, randomSolution } from './generate.js';
import { seededRandom } from './seeded-random.js';
import { shapeOf } from './shapes.js';
import { countSolutions } from './solve.js';
import { hintSolve } from './hint-solve.js';
import { explainEntry, nextHint } from './hints.js';
import type { Band, Level, ShapeNumber } from './model.js';

const requests = fc.record({
  level: fc.constantFrom<Level>(1, 2, 3),
  shape: fc.constantFrom<ShapeNumber>(1, 2, 3, 4),
  band: fc.constantFrom<Band>(1, 2, 3, 4),
  seed: fc.string({ maxLength: 6 }),
  transpose: fc.boolean(),
});

const fresh = (puzzle: ReturnType<typeof decodePuzzle>) => ({
  values: puzzle.cells.map((c) => (c.kind === 'mystery' ? (c.given ?? 0) : 0)),
});

describe('nextHint', () => {
  const puzzle = decodePuzzle(generatePuzzle({ level: 3, shape: 3, band: 3, seed: 'hints' }));

  it('is gentle first (where to look, which way, no digit), then full', () => {
    const gentle = nextHint(puzzle, fresh(puzzle));
    expect(gentle.type).toBe('hint_gentle');
    expect(gentle.steps[0].messages[0].key).toMatch(/^gentle-hint-[1-4]$/);
    expect(gentle.steps[0].selected).toBeNull();
    expect(gentle.steps[0].highlights.length).toBeGreaterThan(0);
    const full = nextHint(puzzle, fresh(puzzle), { full: true });
    expect(full.type).toBe('hint');
    expect(full.technique).toBe(gentle.technique);
    expect(full.steps.at(-1)?.messages[0].key).toMatch(/^hint-/);
  });

  it('reports a note that breaks a clue before any next step', () => {
    const state = fresh(puzzle);
    // A cell and a digit its shown clues rule out outright.
    const [cell, bad] = puzzle.mysteries
      .flatMap((m) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => [m, d] as const))
      .find(
        ([m, d]) => !puzzle.cells[m].given && explainEntry(puzzle, state, m, d).errorType !== undefined,
      ) as [number, number];
    expect(bad).toBeDefined();
    const notes = puzzle.cells.map(() => [] as number[]);
    notes[cell] = [bad as number, puzzle.cells[cell].solution as number];
    const hint = nextHint(puzzle, { ...state, notes });
    expect(hint.type).toBe('error');
    expect(hint.steps[0].red).toContain(cell);
  });

  it('prefers a step about the selected cell when an equally easy one exists there', () => {
    let aimed = 0;
    let anywhere = 0;
    for (let i = 0; i < 8; i++) {
      const p = decodePuzzle(generatePuzzle({ level: 3, shape: 4, band: 2, seed: 'aim', index: i + 1 }));
      const state = fresh(p);
      const first = nextHint(p, state, { full: true }).step;
      for (const cell of p.mysteries.filter((m) => !p.cells[m].given)) {
        const hint = nextHint(p, { ...state, selected: cell }, { full: true });
        expect(hint.step?.tier).toBe(first?.tier); // never a harder step for being aimed
        if (hint.step?.highlight.includes(cell)) aimed++;
        if (first?.highlight.includes(cell)) anywhere++;
      }
    }
    expect(aimed).toBeGreaterThan(anywhere);
  });

  it('says "no hint" only on a finished puzzle', () => {
    const done = { values: puzzle.cells.map((c) => c.solution ?? 0) };
    expect(nextHint(puzzle, done).steps[0].messages[0].key).toBe('guess-no-hint-1');
  });
});

describe('explainEntry', () => {
  const puzzle = decodePuzzle(generatePuzzle({ level: 2, shape: 4, band: 1, seed: 'explain' }));
  const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;

  it('names the rule a wrong entry breaks, or says it is not the number here', () => {
    const state = fresh(puzzle);
    const answers = [1, 2, 3, 4, 5, 6, 7, 8, 9]
      .filter((d) => d !== puzzle.cells[cell].solution)
      .map((d) => explainEntry(puzzle, state, cell, d));
    expect(answers.every((a) => a.type === 'error')).toBe(true);
    for (const a of answers) {
      const key = a.steps[0].messages[0].key;
      expect(a.errorType ? key !== 'entry-not-solution-1' : key === 'entry-not-solution-1').toBe(true);
    }
    expect(explainEntry(puzzle, state, cell, puzzle.cells[cell].solution as number).type).toBe('hint');
  });
});

describe('hints are enough', () => {
  it('every generated puzzle ends solved with its solution, by hints alone', () => {
    fc.assert(
      fc.property(requests, (request) => {
        const puzzle = decodePuzzle(generatePuzzle(request));
        const result = hintSolve(puzzle);
        expect(result.solved).toBe(true);
        if (puzzle.shape !== 'single-pair')
          expect(result.values).toEqual(puzzle.mysteries.map((m) => puzzle.cells[m].solution));
      }),
      { numRuns: 40 },
    );
  });

  it('no full hint places a wrong digit or rules out a true one, even with wrong notes about', () => {
    fc.assert(
      fc.property(
        requests,
        fc.array(fc.tuple(fc.nat(20), fc.integer({ min: 1, max: 9 })), { maxLength: 8 }),
        (request, noise) => {
          const puzzle = decodePuzzle(generatePuzzle(request));
          const notes = puzzle.cells.map(() => [] as number[]);
          for (const [i, d] of noise) notes[puzzle.mysteries[i % puzzle.mysteries.length]].push(d);
          const hint = nextHint(puzzle, { ...fresh(puzzle), notes }, { full: true });
          if (hint.type === 'error') return; // a note broke a rule: reported first, as it should be
          for (const p of hint.step?.placements ?? []) expect(p.digit).toBe(puzzle.cells[p.cell].solution);
          for (const e of hint.step?.eliminations ?? [])
            expect(e.digits).not.toContain(puzzle.cells[e.cell].solution);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('what-if hints', () => {
  it('end on what breaks, in red and in the terms of its clue or rule, then cross the digit out', () => {
    const endings = new Set<string>();
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.constantFrom<ShapeNumber>(3, 4), (seed, shape) => {
        const puzzle = decodePuzzle(generatePuzzle({ level: 3, shape, band: 4, seed }));
        hintSolve(puzzle, (hint) => {
          if (hint.technique !== 'what-if') return;
          const end = hint.steps[hint.steps.length - 1];
          const crossed = hint.step?.eliminations[0];
          expect(end.messages.map((m) => m.key)).toEqual([
            expect.stringMatching(/^guess-hint-[1-7]$/),
            'hint-what-if',
          ]);
          expect(end.red.length).toBeGreaterThan(0);
          expect(end.green).toEqual([crossed?.cell]);
          expect(end.red).not.toContain(crossed?.cell);
          // A pair used twice points from one of its links to the other, as a rule-2 error does.
          expect(end.arrows.length).toBe(end.messages[0].key === 'guess-hint-6' ? 1 : 0);
          endings.add(end.messages[0].key);
        });
      }),
      { numRuns: 12 },
    );
    expect(endings.size).toBeGreaterThan(0);
  });
});

describe('hints on puzzles made without the ladder', () => {
  it('solve any unique puzzle, even one that needs an assumption inside an assumption', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<[Level, ShapeNumber]>([2, 1], [2, 3], [2, 4], [3, 4], [1, 4]),
        fc.string({ maxLength: 6 }),
        ([level, shape], seed) => {
          // Halves hidden while the counter alone says unique: puzzles as another generator might make.
          const random = seededRandom(seed);
          const layout = layoutOf(shapeOf(level, shape));
          const solution = randomSolution(layout, random, false);
          const shown = {
            givens: solution.map(() => 0),
            halves: layout.clues.map(() => [true, true] as [boolean, boolean]),
          };
          for (const [c, h] of random.shuffle(
            layout.clues.flatMap((_, k) => [[k, 0] as const, [k, 1] as const]),
          )) {
            shown.halves[c][h] = false;
            if (countSolutions(buildPuzzle(level, shape, false, solution, shown)) !== 1)
              shown.halves[c][h] = true;
          }
          const puzzle = buildPuzzle(level, shape, false, solution, shown);
          const result = hintSolve(puzzle);
          expect(result.solved).toBe(true);
          expect(result.values).toEqual(solution);
        },
      ),
      { numRuns: 40 },
    );
  });
});
