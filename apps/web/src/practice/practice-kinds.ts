import type { PracticeTutorial } from '@czeus/lessons';
import type { DrillFamily, PuzzleRecord } from '@czeus/puzzle';
import type { PracticeKind } from '../settings/settings-slice';

/**
 * One practice screen: its address, its onboarding index (spec), the built-in set it plays in
 * order, and whether its end card also offers regular play. Its texts are
 * `practice:<kind>.title` and `practice:<kind>.body`. A kind without `puzzles` has no screen yet.
 */
export interface PracticeKindInfo {
  kind: PracticeKind;
  path: string;
  onboarding: 1 | 2 | 3 | 4 | 5;
  /** The built-in set, loaded as a chunk of its own when the screen opens. */
  puzzles?: () => Promise<readonly PuzzleRecord[]>;
  /** How many puzzles the set holds, so progress shows without loading it (a test holds them equal). */
  size: number;
  /** Spec: the addition and square-estimation end screens also show Play. */
  offersPlay: boolean;
  /** A clue drill: the set's boards with every mystery given (PracticeScreen), this family's clues to answer. */
  drill?: DrillFamily;
  /** Its step tutorials (practice/step-tutorials.ts), offered again until the kind is finished. */
  tutorials?: readonly PracticeTutorial[];
}

export const PRACTICE_TABLE: readonly PracticeKindInfo[] = [
  {
    kind: 'addition',
    path: '/playclue',
    size: 30,
    onboarding: 1,
    puzzles: () => import('@czeus/puzzle/builtin/clue-practice').then((m) => m.CLUE_PRACTICE_PUZZLES),
    offersPlay: true,
    drill: 'pair',
  },
  {
    kind: 'subtraction',
    path: '/playsomemystery',
    size: 50,
    onboarding: 2,
    puzzles: () => import('@czeus/puzzle/builtin/practice').then((m) => m.PRACTICE_PUZZLES),
    offersPlay: false,
  },
  {
    kind: 'factoring',
    path: '/playcommon',
    size: 30,
    onboarding: 3,
    puzzles: () => import('@czeus/puzzle/builtin/factoring').then((m) => m.FACTORING_PUZZLES),
    offersPlay: false,
    tutorials: ['factor'],
  },
  {
    kind: 'squareValue',
    path: '/playestimation',
    size: 20,
    onboarding: 4,
    puzzles: () => import('@czeus/puzzle/builtin/square-estimation').then((m) => m.SQUARE_ESTIMATION_PUZZLES),
    offersPlay: true,
    drill: 'square',
  },
  {
    kind: 'deduction',
    path: '/playdeduction',
    size: 60,
    onboarding: 5,
    puzzles: () => import('@czeus/puzzle/builtin/deduction').then((m) => m.DEDUCTION_PUZZLES),
    offersPlay: false,
    tutorials: ['add', 'mult'],
  },
];

/** The chooser of practice kinds (spec: /playclueselect) and where a practice's Exit leads. */
export const PRACTICE_SELECT_PATH = '/playclueselect';
