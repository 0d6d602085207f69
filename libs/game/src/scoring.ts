import {
  CZEUS_BONUS,
  HINT_DECAY,
  POINTS_PER_NUMBER,
  SQUARE_BONUS,
  SQUARE_BONUS_SECONDS,
  THREE_STAR_BONUS,
  TIME_ALLOWANCE_EXTRA_S,
  TIME_BONUS_DIVISOR,
} from './constants.js';

/**
 * Points for one correct number: 300 plus 300 for every 150 seconds left (2 a second), then
 * × 0.95 for each hint or reveal used so far, rounded. Never negative: no time left adds 0.
 */
export function pointsForNumber(secondsLeft: number, hintsUsed: number): number {
  const timeBonus = Math.floor((POINTS_PER_NUMBER * Math.max(0, secondsLeft)) / TIME_BONUS_DIVISOR);
  return Math.round((POINTS_PER_NUMBER + timeBonus) * HINT_DECAY ** Math.max(0, hintsUsed));
}

/** The square bonus of a shape when its square clue is done within the shape's time, else 0. */
export function squareBonus(shape: string, playSeconds: number): number {
  const limit = (SQUARE_BONUS_SECONDS as Record<string, number>)[shape];
  return limit !== undefined && playSeconds <= limit ? SQUARE_BONUS : 0;
}

export function czeusBonus(completed: boolean): number {
  return completed ? CZEUS_BONUS : 0;
}

export interface Stars {
  /** Finished with lives left. */
  finished: boolean;
  /** Within timeAllowed + 1 seconds of play. */
  time: boolean;
  /** Without a single wrong entry. */
  noErrors: boolean;
}

export function starsOf(
  success: boolean,
  playSeconds: number,
  timeAllowed: number,
  errorsMade: number,
): Stars {
  if (!success) return { finished: false, time: false, noErrors: false };
  return {
    finished: true,
    time: playSeconds < timeAllowed + TIME_ALLOWANCE_EXTRA_S,
    noErrors: errorsMade === 0,
  };
}

export const starCount = (stars: Stars) =>
  Number(stars.finished) + Number(stars.time) + Number(stars.noErrors);

/** The score at the end: the points gathered (+ 500 for three stars), or 0 for a failed game. */
export function finalScore(points: number, stars: Stars, success: boolean): number {
  if (!success) return 0;
  return Math.max(0, points) + (starCount(stars) === 3 ? THREE_STAR_BONUS : 0);
}
