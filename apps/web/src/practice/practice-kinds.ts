import type { PuzzleRecord } from '@czeus/puzzle';

/** The spec's practice modes (section 2, app frame), in the order of their onboarding index. */
export const PRACTICE_KINDS = ['addition', 'subtraction', 'factoring', 'squareValue', 'deduction'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

export const isPracticeKind = (value: unknown): value is PracticeKind =>
  (PRACTICE_KINDS as readonly unknown[]).includes(value);

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
  /** Spec: the addition and square-estimation end screens also show Play. */
  offersPlay: boolean;
}

export const PRACTICE_TABLE: readonly PracticeKindInfo[] = [
  // Addition and multiplication clues and square value answer hidden clues from options: they
  // need a goal of solved clue halves in libs/game (not built yet; see docs/architecture.md).
  { kind: 'addition', path: '/playclue', onboarding: 1, offersPlay: true },
  {
    kind: 'subtraction',
    path: '/playsomemystery',
    onboarding: 2,
    puzzles: () => import('@czeus/puzzle/builtin/practice').then((m) => m.PRACTICE_PUZZLES),
    offersPlay: false,
  },
  // Factoring has a step tutorial (the tutorials' step engine): not built yet.
  { kind: 'factoring', path: '/playcommon', onboarding: 3, offersPlay: false },
  { kind: 'squareValue', path: '/playestimation', onboarding: 4, offersPlay: true },
  {
    kind: 'deduction',
    path: '/playdeduction',
    onboarding: 5,
    puzzles: () => import('@czeus/puzzle/builtin/deduction').then((m) => m.DEDUCTION_PUZZLES),
    offersPlay: false,
  },
];

/** The chooser of practice kinds (spec: /playclueselect) and where a practice's Exit leads. */
export const PRACTICE_SELECT_PATH = '/playclueselect';
