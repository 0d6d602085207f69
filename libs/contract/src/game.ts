import type { MarathonScore } from './marathon.js';

/** `GET /api/game`: a puzzle for a land, shape and difficulty, or a given one by id. */
export const GAME_PATH = '/game';

/** The difficulty a land offers at most: land number + 1 (spec section 5). */
export const maxBandOfLevel = (level: number): number => Math.min(4, level + 1);

export interface GameQuery {
  level: number;
  shape: number;
  difficulty: number;
  /** A puzzle id to play again or to share (`/play?id=`). */
  id?: string;
  /**
   * `zen`: the puzzle is served for a zen game (no clock, lives or rewards). That serving can
   * never be scored, and the puzzle counts as seen, so the player's scored games of the slot
   * prefer others (docs/decisions/0035-zen.md).
   */
  mode?: GameMode;
}

/** The ways a served puzzle may be played besides the regular scored game. */
export const GAME_MODES = ['zen'] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const SCORE_PATH = '/game/score';

/** Most events a game's log may hold: a long 6-squares game with many notes stays far below. */
export const MAX_GAME_EVENTS = 3000;

/**
 * `POST /api/game/score`: the spec's score payload, the game's event log (libs/game events
 * after loading) and the game's id (made by the client; a retried post counts once). The
 * server replays the log and records its own figures; the claimed ones must agree.
 */
export interface ScoreRequest {
  gameId: string;
  puzzleId: string;
  playTime: number;
  score: number;
  startTime: number;
  endTime: number;
  hintsUsed: number;
  timeStar: boolean;
  noerrorsStar: boolean;
  finishedStar: boolean;
  difficulty: number;
  finishType: 'success' | 'errors_fail';
  errorsMade: number;
  events: unknown[];
  /**
   * The marathon run this game belongs to (`GET /api/marathon/game`'s serving). The server
   * replays the log with the run's lives and moves the run on; a marathon serving is scored
   * only with its run's id.
   */
  runId?: string;
}

/** The server's figures for the game, as recorded. */
export interface ScoreResponse {
  gameId: string;
  score: number;
  stars: number;
  gemsEarned: number;
  playTime: number;
  finishType: 'success' | 'errors_fail';
  /** The player's balance after the game's gems were credited. */
  gems: number;
  /** A marathon game: its run after the game (absent from a retried post's answer). */
  marathon?: MarathonScore;
}

/**
 * `POST /api/game/stock`: puzzles kept on the device for play without the network. Each is a
 * serving like `GET /game`'s, scored once through `POST /game/score`; the answer is the whole
 * stock of the slots asked (what the player already holds, topped up), never more than
 * `STOCK_PER_SLOT` open servings a slot (docs/decisions/0037-offline-and-install.md).
 */
export const STOCK_PATH = '/game/stock';

/** Puzzles a slot keeps in stock: a few games each way a player may choose without the network. */
export const STOCK_PER_SLOT = 3;

/** Slots one stock request may name: every (land, shape, difficulty) there is. */
export const STOCK_MAX_SLOTS = 36;

/** A land, shape and difficulty, as `GET /game` names them. */
export interface StockSlot {
  level: number;
  shape: number;
  difficulty: number;
}

export interface StockRequest {
  slots: StockSlot[];
}

/**
 * One stocked puzzle: its slot, the record exactly as `GET /game` answers it (`PuzzleRecord` of
 * @czeus/puzzle; the contract imports no engine type), and when it leaves the stock.
 */
export interface StockedPuzzle<Puzzle = unknown> extends StockSlot {
  puzzle: Puzzle;
  /** ISO time after which the server no longer counts it in the stock (it stays scorable). */
  expiresAt: string;
}

export interface StockResponse<Puzzle = unknown> {
  puzzles: StockedPuzzle<Puzzle>[];
}
