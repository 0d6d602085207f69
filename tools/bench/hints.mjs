// How far smart hints alone get: `npm run bench:hints`. Plays by hints (hintSolve) every
// (land, shape, band) the generator makes, then puzzles made without the ladder (halves
// hidden while the counter alone says unique), and prints how many end solved.
import {
  buildPuzzle,
  countSolutions,
  decodePuzzle,
  generatePuzzle,
  gradePuzzle,
  hintSolve,
  layoutOf,
  randomSolution,
  seededRandom,
  shapeOf,
} from '../../libs/puzzle/dist/index.js';

const PER_SLOT = Number(process.env.BENCH_SAMPLES ?? 25);
const SLOTS = [1, 2, 3].flatMap((level) => [1, 2, 3, 4].map((shape) => [level, shape]));

let generated = 0;
let generatedSolved = 0;
for (const [level, shape] of SLOTS) {
  for (const band of [1, 2, 3, 4]) {
    for (let i = 0; i < PER_SLOT; i++) {
      const puzzle = decodePuzzle(
        generatePuzzle({ level, shape, band, seed: `hints-${i}`, index: i, transpose: i % 2 === 1 }),
      );
      generated++;
      if (hintSolve(puzzle).solved) generatedSolved++;
    }
  }
}
console.log(`generated puzzles solved by hints alone: ${generatedSolved} of ${generated}`);

const random = seededRandom('foreign');
let foreign = 0;
let foreignSolved = 0;
let beyondLadder = 0;
for (const [level, shape] of SLOTS) {
  const layout = layoutOf(shapeOf(level, shape));
  for (let i = 0; i < PER_SLOT * 6; i++) {
    const solution = randomSolution(layout, random, layout.squares.length > 0 && i % 10 === 0);
    const shown = { givens: solution.map(() => 0), halves: layout.clues.map(() => [true, true]) };
    for (const [c, h] of random.shuffle(
      layout.clues.flatMap((_, k) => [
        [k, 0],
        [k, 1],
      ]),
    )) {
      shown.halves[c][h] = false;
      if (countSolutions(buildPuzzle(level, shape, false, solution, shown)) !== 1) shown.halves[c][h] = true;
    }
    const puzzle = buildPuzzle(level, shape, false, solution, shown);
    foreign++;
    if (hintSolve(puzzle).solved) foreignSolved++;
    if (!gradePuzzle(puzzle)) beyondLadder++;
  }
}
console.log(
  `puzzles made without the ladder solved by hints alone: ${foreignSolved} of ${foreign} (${beyondLadder} beyond the one-level ladder)`,
);
