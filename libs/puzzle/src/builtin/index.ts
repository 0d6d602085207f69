// The built-in puzzle sets, data only (no engine code), so that a screen can load one as a chunk
// of its own: `await import('@czeus/puzzle/builtin/deduction')`. The API and tools may import
// them all from '@czeus/puzzle/builtin'. docs/puzzle.md says how they are made and checked.
export { CLUE_PRACTICE_PUZZLES } from './clue-practice.js';
export { DEDUCTION_PUZZLES } from './deduction.js';
export { FACTORING_PUZZLES } from './factoring.js';
export { PRACTICE_PUZZLES } from './practice.js';
export { SQUARE_ESTIMATION_PUZZLES } from './square-estimation.js';
