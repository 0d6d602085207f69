import type { PuzzleRecord } from '@czeus/puzzle';
import type { GameEvent } from './events.js';
import { applyEvent } from './reducer.js';
import { type GameState, INITIAL_STATE, playSeconds } from './state.js';
import { starCount } from './scoring.js';

/** What a finished (or abandoned) game amounts to: the figures the server records. */
export interface GameSummary {
  finished: boolean;
  finishType: 'success' | 'errors_fail' | null;
  score: number;
  /** Lives left at the end (a marathon run carries them to its next game). */
  livesLeft: number;
  /** The number of stars, and each star as the spec's score payload names it. */
  stars: number;
  finishedStar: boolean;
  timeStar: boolean;
  noerrorsStar: boolean;
  gemsEarned: number;
  gemsSpent: number;
  errorsMade: number;
  hintsUsed: number;
  revealsUsed: number;
  /** Seconds of play, pauses excluded. */
  playTime: number;
}

export type Replayed =
  { ok: true; state: GameState; summary: GameSummary } | { ok: false; reason: string; index: number };

/**
 * Recomputes a game from the puzzle and its event log alone: deterministic, and the only
 * figures the server trusts. The log starts after loading; `gems` is the player's balance
 * then; `lives`, a marathon game's starting lives (the run's, which only the server knows). The
 * first event the game would not allow ends the replay with its reason.
 */
export function replay(
  record: PuzzleRecord,
  events: readonly GameEvent[],
  gems: number,
  loadedAt = 0,
  lives?: number,
): Replayed {
  const loaded = applyEvent(INITIAL_STATE, {
    type: 'puzzleLoaded',
    at: loadedAt,
    record,
    gems,
    ...(lives === undefined ? {} : { lives }),
  });
  if (!loaded.ok) return { ok: false, reason: loaded.reason, index: -1 };
  let state = loaded.state;
  for (let index = 0; index < events.length; index++) {
    const event = events[index];
    if (event.type === 'puzzleLoaded') return { ok: false, reason: 'a log holds one game', index };
    const applied = applyEvent(state, event);
    if (!applied.ok) return { ok: false, reason: applied.reason, index };
    state = applied.state;
  }
  return { ok: true, state, summary: summaryOf(state) };
}

export function summaryOf(state: GameState): GameSummary {
  return {
    finished: state.phase === 'finished',
    finishType: state.finishType,
    score: state.score,
    livesLeft: state.lives,
    stars: state.stars ? starCount(state.stars) : 0,
    finishedStar: state.stars?.finished ?? false,
    timeStar: state.stars?.time ?? false,
    noerrorsStar: state.stars?.noErrors ?? false,
    gemsEarned: state.gemsEarned,
    gemsSpent: state.gemsSpent,
    errorsMade: state.errorsMade,
    hintsUsed: state.hintsUsed,
    revealsUsed: state.revealsUsed,
    playTime: Math.round(playSeconds(state) * 1000) / 1000,
  };
}
