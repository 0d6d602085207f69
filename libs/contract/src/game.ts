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
}
