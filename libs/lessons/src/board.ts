import {
  type Band,
  buildPuzzle,
  encodePuzzle,
  layoutOf,
  type Level,
  type PuzzleRecord,
  shapeOf,
  type ShapeNumber,
} from '@czeus/puzzle';

/** Which halves of a clue cell a page shows; a clue left out shows none. */
export type ShownHalves = 'add' | 'mult' | 'both';

/** A page's board as its author writes it. */
export interface BoardPlan {
  id: string;
  level: Level;
  shape: ShapeNumber;
  band: Band;
  /** The solution, one digit per mystery in display-index order. */
  solution: number[];
  /** Display indexes of the mysteries the page gives (its prepared state). */
  givens: number[];
  /** Display index of a clue cell → the halves it shows. */
  shown: Record<number, ShownHalves>;
}

/**
 * Tutorial pages take their time (spec section 9: tutorials 90 s, tutorial timer 100), but no
 * clock runs out on a player who reads slowly: the mode does not count the game.
 */
const LESSON_SECONDS = 90;

/**
 * The wire record of a page's board, built by libs/puzzle itself: clue values come from the
 * solution, so a plan cannot show a clue that disagrees with it. Uniqueness (rule 4) and
 * rules 2-3 are held by pages.spec.ts.
 */
export function lessonRecord(plan: BoardPlan): PuzzleRecord {
  const layout = layoutOf(shapeOf(plan.level, plan.shape));
  const puzzle = buildPuzzle(
    plan.level,
    plan.shape,
    false,
    plan.solution,
    {
      givens: layout.mysteries.map((m, i) => (plan.givens.includes(m) ? plan.solution[i] : 0)),
      halves: layout.clues.map((c) => {
        const shown = plan.shown[c];
        return [shown === 'add' || shown === 'both', shown === 'mult' || shown === 'both'];
      }),
    },
    {
      puzzleId: `lesson-${plan.id}`,
      difficulty: plan.band * 10,
      difficultyLevel: plan.band,
      normalisedDifficulty: 0,
      timeAllowed: LESSON_SECONDS,
      hintsNo: 0,
    },
  );
  return encodePuzzle(puzzle);
}
