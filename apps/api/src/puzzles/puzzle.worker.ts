import { type GenerateRequest, generatePuzzle } from '@czeus/puzzle';
import { type MadePuzzle, madePuzzle } from './least-solving.js';

/**
 * Runs in a worker thread of PuzzleGenerator: a puzzle takes milliseconds of CPU to make and
 * grade, and on the event loop those milliseconds would be every other request's wait.
 */
export default function generate(request: GenerateRequest): MadePuzzle {
  return madePuzzle(generatePuzzle(request));
}
