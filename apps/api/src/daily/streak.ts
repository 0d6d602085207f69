import { type Day, daysBetween } from './daily-dates.js';

/** A freeze is earned each time the streak reaches a multiple of this many days. */
export const FREEZE_EVERY = 7;
/** Freezes held at most. */
export const MOST_FREEZES = 2;

/** A player's streak as stored: as of `lastDay`, the last date it covered. */
export interface StoredStreak {
  current: number;
  best: number;
  freezes: number;
  lastDay: Day;
}

export interface StreakView {
  current: number;
  best: number;
  freezes: number;
}

/** Missed dates between the last covered one and `day` (which is not itself missed yet). */
const missedBefore = (streak: StoredStreak, day: Day): number =>
  Math.max(0, daysBetween(streak.lastDay, day) - 1);

/**
 * The streak as it stands on `today`, before today's daily is solved: whole while the missed
 * days since the last solve are no more than the freezes held (which they will spend), and 0
 * once they are more. Reading spends nothing: the next solve does.
 */
export function streakOn(streak: StoredStreak | undefined, today: Day): StreakView {
  if (!streak) return { current: 0, best: 0, freezes: 0 };
  const missed = missedBefore(streak, today);
  if (missed === 0) return { current: streak.current, best: streak.best, freezes: streak.freezes };
  if (missed <= streak.freezes)
    return { current: streak.current, best: streak.best, freezes: streak.freezes - missed };
  return { current: 0, best: streak.best, freezes: streak.freezes };
}

/**
 * The streak after the daily of `day` was solved on its date. Each missed day since the last
 * solve spends a held freeze, which keeps the streak without counting as a day of it; more
 * missed days than freezes start it again at 1 (the freezes are kept). Each 7th day of a streak
 * earns a freeze, up to 2 held. Solving a day already counted changes nothing.
 */
export function streakAfterSolve(streak: StoredStreak | undefined, day: Day): StoredStreak {
  if (!streak) return earn({ current: 1, best: 1, freezes: 0, lastDay: day });
  if (daysBetween(streak.lastDay, day) <= 0) return streak;
  const missed = missedBefore(streak, day);
  const kept = missed <= streak.freezes;
  const current = kept ? streak.current + 1 : 1;
  const freezes = kept ? streak.freezes - missed : streak.freezes;
  return earn({ current, best: Math.max(streak.best, current), freezes, lastDay: day });
}

const earn = (s: StoredStreak): StoredStreak =>
  s.current % FREEZE_EVERY === 0 ? { ...s, freezes: Math.min(MOST_FREEZES, s.freezes + 1) } : s;
