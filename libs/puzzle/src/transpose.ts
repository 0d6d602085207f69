import { buildPuzzle, shownOf, solutionOf } from './build.js';
import type { Puzzle } from './model.js';
import { SHAPES } from './shapes.js';

/**
 * The same puzzle with rows and columns swapped (display cell (y, x) moves to (x, y)), for
 * the shapes that follow the screen's long side. Same clues, same solution, same rules.
 */
export function transposePuzzle(puzzle: Puzzle): Puzzle {
  if (!SHAPES[puzzle.shape].transposable) throw new Error(`${puzzle.shape} is never transposed`);
  const { width } = puzzle;
  const height = puzzle.height;
  const moved = (i: number) => (i % width) * height + Math.floor(i / width);
  const order = <T>(indexes: number[], items: T[]): T[] => {
    const byTarget = new Map(indexes.map((i, k) => [moved(i), items[k]]));
    return [...byTarget.keys()].sort((p, q) => p - q).map((t) => byTarget.get(t) as T);
  };
  const shown = shownOf(puzzle);
  const { record } = puzzle;
  return buildPuzzle(
    record.level,
    record.shape,
    record.r === 0,
    order(puzzle.mysteries, solutionOf(puzzle)),
    { givens: order(puzzle.mysteries, shown.givens), halves: order(puzzle.clues, shown.halves) },
    {
      puzzleId: record.puzzleId,
      difficulty: record.difficulty,
      difficultyLevel: record.difficultyLevel,
      normalisedDifficulty: record.normalisedDifficulty,
      timeAllowed: record.timeAllowed,
      hintsNo: record.hintsNo,
    },
  );
}
