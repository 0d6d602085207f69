import type { PuzzleRecord, Verdict } from '@czeus/puzzle';
import type { Stars } from './scoring.js';
import { SMART_HINT_PRICE } from './constants.js';

/** Spec section 3: loading, start (countdown), progress (playing), finished. */
export type Phase = 'loading' | 'start' | 'progress' | 'finished';

export type ClueHalf = 'add' | 'mult';

/** What the player is working on: a mystery, or one half of a clue cell (display indexes). */
export interface Selection {
  cell: number;
  half?: ClueHalf;
}

/** One note change, kept so it can be undone. */
export interface NoteChange {
  cell: number;
  /** undefined for a mystery's notes. */
  half?: ClueHalf;
  digit: number;
  added: boolean;
}

/** One zen number changed (`before`: the cell's number until then, 0 for none), kept so it can be undone. */
export interface GuessChange {
  cell: number;
  before: number;
}

/** What Undo takes back: a note, or a zen number. */
export type UndoStep = NoteChange | GuessChange;

export const isGuessChange = (step: UndoStep): step is GuessChange => 'before' in step;

export type FinishType = 'success' | 'errors_fail';

/** One game session: everything a resume or replay restores (CONVENTIONS.md). */
export interface GameState {
  phase: Phase;
  record: PuzzleRecord | null;
  /** Digits found (entered right or revealed), per display index; 0 not yet. */
  values: number[];
  /** Wrong digits tried, per display index. */
  tries: number[][];
  /** Notes (candidates) per display index: on mysteries, and on the add and mult halves of clues. */
  notes: { mystery: number[][]; add: number[][]; mult: number[][] };
  selection: Selection | null;
  noteMode: boolean;
  lives: number;
  errorsMade: number;
  /** Points gathered for correct numbers, e.g. 1620. */
  points: number;
  /** Square clues whose bonus was earned, and the bonus points of squares and cZeus squares. */
  bonusSquares: number[];
  bonusPoints: number;
  czeusBonus: number;
  /** The player's gem balance as this game knows it (spends lower it). */
  gems: number;
  gemsSpent: number;
  hintsUsed: number;
  revealsUsed: number;
  smartHintsLeft: number;
  /** Reveals this game still allows: the puzzle's hintsNo at the start (spec: "Default hints 3"), e.g. 3. */
  revealsLeft: number;
  /** Milliseconds: when play began (countdown over), the latest event, the running pause. */
  startedAt: number | null;
  now: number;
  pausedAt: number | null;
  pausedMs: number;
  /** Play milliseconds (pauses excluded) at the latest entered number; 0 before the first. */
  lastEntryMs: number;
  finishType: FinishType | null;
  stars: Stars | null;
  score: number;
  gemsEarned: number;
  /** Why the latest wrong entry is wrong, from the puzzle's rules (null: no rule caught it). */
  lastVerdict: Verdict | null;
  undo: UndoStep[];
  /** Hidden clue halves the player has answered right, e.g. ["12:add"] (display index and half). */
  clueAnswers: string[];
  /**
   * A clue drill (clue practice): the game ends when every hidden clue half is answered, and
   * a half is revealed only by its answer (clue-goal.ts). Set when the puzzle is loaded.
   */
  clueGoal: boolean;
  /** Smart hints cost nothing (practice, which earns and posts nothing); their number still counts. */
  hintsFree: boolean;
  /**
   * Zen (zen.ts): no clock, no lives, nothing earned; an entered number is the player's own,
   * neither right nor wrong, until a smart hint or the end checks the board. Set when the
   * puzzle is loaded, so a game cannot change into or out of it.
   */
  zen: boolean;
  /** Zen numbers not checked yet, per display index; 0 none. Right ones move to `values` when checked. */
  guesses: number[];
}

export const INITIAL_STATE: GameState = {
  phase: 'loading',
  record: null,
  values: [],
  tries: [],
  notes: { mystery: [], add: [], mult: [] },
  selection: null,
  noteMode: false,
  lives: 0,
  errorsMade: 0,
  points: 0,
  bonusSquares: [],
  bonusPoints: 0,
  czeusBonus: 0,
  gems: 0,
  gemsSpent: 0,
  hintsUsed: 0,
  revealsUsed: 0,
  smartHintsLeft: 0,
  revealsLeft: 0,
  startedAt: null,
  now: 0,
  pausedAt: null,
  pausedMs: 0,
  lastEntryMs: 0,
  finishType: null,
  stars: null,
  score: 0,
  gemsEarned: 0,
  lastVerdict: null,
  undo: [],
  clueAnswers: [],
  clueGoal: false,
  hintsFree: false,
  zen: false,
  guesses: [],
};

/** What the next smart hint costs in this game. */
export const smartHintPrice = (state: Pick<GameState, 'hintsFree'>): number =>
  state.hintsFree ? 0 : SMART_HINT_PRICE;

/** Seconds of play so far: from the end of the countdown, pauses excluded. */
export function playSeconds(state: GameState, at = state.now): number {
  if (state.startedAt === null) return 0;
  const paused = state.pausedMs + (state.pausedAt !== null ? at - state.pausedAt : 0);
  return Math.max(0, (at - state.startedAt - paused) / 1000);
}
