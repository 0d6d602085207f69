import { type GenerateRequest, generatePuzzle, type PuzzleRecord } from '@czeus/puzzle';

/**
 * Runs in a worker thread of PuzzleGenerator: a puzzle takes milliseconds of CPU to make, and
 * on the event loop those milliseconds would be every other request's wait.
 */
export default function generate(request: GenerateRequest): PuzzleRecord {
  return generatePuzzle(request);
}
