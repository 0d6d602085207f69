import { addDays, type Day, daysBetween } from '../daily/daily-dates.js';
import { type StoredStreak, streakAfterSolve } from '../daily/streak.js';

/**
 * The missed days that freezes covered, found by replaying the streak over every solved date
 * (ascending) exactly as the score post built it: the days before a solve that kept the streak
 * while freezes were spent. Missed days since the last solve are not yet covered (the next
 * solve spends the freezes), so they are not among them.
 */
export function frozenDays(solved: readonly Day[]): Day[] {
  const frozen: Day[] = [];
  let streak: StoredStreak | undefined;
  for (const day of solved) {
    const next = streakAfterSolve(streak, day);
    if (streak && next.lastDay !== streak.lastDay && next.current === streak.current + 1) {
      for (let gap = 1; gap < daysBetween(streak.lastDay, day); gap++)
        frozen.push(addDays(streak.lastDay, gap));
    }
    streak = next;
  }
  return frozen;
}
