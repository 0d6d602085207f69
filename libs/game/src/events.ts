import type { PuzzleRecord } from '@czeus/puzzle';
import type { ClueHalf } from './state.js';

/** Everything that can happen in a game, named for what happened; `at` is the time in ms. */
export type GameEvent =
  /**
   * `clueGoal`: a clue drill; `hintsFree`: smart hints cost no gems (practice); `zen`: a zen
   * game; `lives`: a marathon game starts with the lives its run has left (marathon.ts). Never
   * in a scored log: the server loads the puzzle itself, so none can be claimed there.
   */
  | {
      type: 'puzzleLoaded';
      at: number;
      record: PuzzleRecord;
      gems: number;
      clueGoal?: boolean;
      hintsFree?: boolean;
      zen?: boolean;
      lives?: number;
    }
  | { type: 'countdownFinished'; at: number }
  | { type: 'ticked'; at: number }
  | { type: 'cellSelected'; at: number; cell: number; half?: ClueHalf }
  | { type: 'digitEntered'; at: number; digit: number }
  | { type: 'noteToggled'; at: number; digit: number }
  | { type: 'notesSubmitted'; at: number }
  | { type: 'noteModeToggled'; at: number }
  | { type: 'hintRequested'; at: number }
  | { type: 'revealRequested'; at: number }
  | { type: 'paused'; at: number }
  | { type: 'resumed'; at: number }
  | { type: 'undone'; at: number }
  /**
   * Gems came in from outside the game (an ad reward watched mid-game): the balance the game
   * spends from grows by `amount`. The server pays hints only against its ledger, so a log
   * claiming more credit buys nothing.
   */
  | { type: 'gemsCredited'; at: number; amount: number }
  /** Clue solving: the player picks a value for a hidden clue half (practice, or after finishing). */
  | { type: 'clueAnswerChosen'; at: number; cell: number; half: ClueHalf; value: number };

export type GameEventType = GameEvent['type'];

/** What an accepted event led to, for sounds, effects and the client's calls. */
export type Outcome =
  | { kind: 'correct'; cell: number; digit: number; points: number }
  | { kind: 'wrong'; cell: number; digit: number }
  | { kind: 'adOffered'; for: 'hint' | 'reveal' }
  /** A reveal refused because the puzzle's reveals (its hintsNo) are used up: no ad brings more. */
  | { kind: 'depleted' }
  | { kind: 'guessed'; cell: number; digit: number }
  /** `wrong`: in zen, the cells whose numbers the hint's check found wrong and took off. */
  | { kind: 'hintBought'; price: number; wrong?: number[] }
  | { kind: 'revealed'; cell: number; price: number }
  | { kind: 'finished'; finishType: 'success' | 'errors_fail' }
  | { kind: 'clueAnswered'; cell: number; half: ClueHalf; right: boolean }
  | { kind: 'none' };
