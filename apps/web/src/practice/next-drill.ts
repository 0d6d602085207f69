import { PRACTICE_TABLE, type PracticeKindInfo } from './practice-kinds';

/*
 * Kept apart from the table: only the practice end card asks, and the table itself loads with
 * home (the routes read its addresses).
 */

/** The kind after this one that is not finished yet (or simply the next, once all are), wrapping round. */
export function nextDrill(kind: PracticeKindInfo, done: readonly string[]): PracticeKindInfo {
  const at = PRACTICE_TABLE.indexOf(kind);
  const after = [...PRACTICE_TABLE.slice(at + 1), ...PRACTICE_TABLE.slice(0, at)];
  return after.find((next) => !done.includes(next.kind)) ?? after[0] ?? kind;
}
