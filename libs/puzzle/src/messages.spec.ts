import fc from 'fast-check';
import { decodePuzzle } from './codec.js';
import { generatePuzzle } from './generate.js';
import { explainEntry, nextHint, type PlayerState } from './hints.js';
import { MESSAGE_PARAMS } from './messages.js';
import type { Band, Level, ShapeNumber } from './model.js';
import { runLadder } from './techniques/ladder.js';

/** Every message a hint-led game and every wrong entry on its way produce. */
function messagesOf(level: Level, shape: ShapeNumber, band: Band, seed: string) {
  const puzzle = decodePuzzle(generatePuzzle({ level, shape, band, seed }));
  const seen: { key: string; params: Record<string, unknown> }[] = [];
  const values = puzzle.cells.map((c) => c.given ?? 0);
  const player: PlayerState = { values };
  for (const m of puzzle.mysteries)
    for (let d = 0; d <= 10; d++)
      seen.push(...explainEntry(puzzle, player, m, d).steps.flatMap((s) => s.messages));
  for (const full of [false, true])
    seen.push(...nextHint(puzzle, player, { full }).steps.flatMap((s) => s.messages));
  for (const step of runLadder(puzzle).steps) {
    for (const s of [step, ...(step.chain ?? [])]) seen.push({ key: s.messageKey, params: s.params });
  }
  return seen;
}

describe('engine messages', () => {
  it('use only keys of the message table, each with exactly its parameters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Level>(1, 2, 3),
        fc.constantFrom<ShapeNumber>(1, 2, 3, 4),
        fc.constantFrom<Band>(1, 2, 3, 4),
        fc.string({ maxLength: 4 }),
        (level, shape, band, seed) => {
          for (const { key, params } of messagesOf(level, shape, band, seed)) {
            const expected = MESSAGE_PARAMS[key as keyof typeof MESSAGE_PARAMS];
            expect({ key, known: expected !== undefined }).toEqual({ key, known: true });
            expect({ key, params: Object.keys(params).sort() }).toEqual({
              key,
              params: [...expected].sort(),
            });
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
