// The puzzle command line: generate, check and grade puzzle records (JSON lines).
//   npm run -s puzzles -- generate --level L --shape S --difficulty D --count N --seed X [--transpose]
//   npm run -s puzzles -- check [file]      one line per failing record, a summary; exit 1 on any failure
//   npm run -s puzzles -- grade [file] [--steps]
//                                            band, numeric difficulty and techniques per record;
//                                            --steps adds every deduction, as a solver would print it
//   npm run -s puzzles -- hint-solve [file] solves each record by hints alone, one JSON line each
//   npm run -s puzzles -- reach [--attempts N] [--seed X]
//                                            per (level, shape, target band): the bands that N single
//                                            generation attempts graded to (which bands a shape reaches)
//   npm run -s puzzles -- pace [--count N] [--seed X]
//                                            per band: the least solving time (leastSolvingMs) of N bank
//                                            puzzles per (level, shape, band), in all and per number
//   npm run -s puzzles -- builtin [--only NAME]  remakes the built-in sets (libs/puzzle/src/builtin/NAME.ts)
//   npm run -s puzzles -- builtin --print NAME   the stored set NAME as JSON lines (pipe it into check)
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  BAND_RANGES,
  countSolutions,
  decodePuzzle,
  deductionClass,
  generatePuzzle,
  gradePuzzle,
  hintSolve,
  LAND_SHAPES,
  leastSolvingMs,
  numbersToFind,
  layoutOf,
  PuzzleFormatError,
  ruleBreaks,
  runLadder,
} from '../libs/puzzle/dist/index.js';
import { BUILTIN_SETS, makeBuiltinSet } from '../libs/puzzle/dist/builtin/recipe.js';

const [command, ...rest] = process.argv.slice(2);

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: puzzles generate --level 1..3 --shape 1..4 --difficulty 1..4 --count N --seed X [--transpose]\n' +
      '       puzzles check [file]\n       puzzles grade [file] [--steps]\n       puzzles hint-solve [file]\n' +
      '       puzzles reach [--attempts N] [--seed X]\n       puzzles pace [--count N] [--seed X]\n' +
      `       puzzles builtin [--only NAME] [--print NAME]   (NAME: ${BUILTIN_SETS.map((s) => s.name).join(', ')})`,
  );
  process.exit(2);
}

function wholeNumber(value, name, min, max) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    usage(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

/** Records from a file or stdin, one JSON object a line; blank lines are skipped. */
function readRecords(file) {
  const text = readFileSync(file ?? 0, 'utf8');
  return text
    .split('\n')
    .map((line, i) => ({ line: i + 1, text: line.trim() }))
    .filter((l) => l.text);
}

/** Everything `check` demands of a record, or the first problem. */
function problemOf(text) {
  let record;
  try {
    record = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  let puzzle;
  try {
    puzzle = decodePuzzle(record);
  } catch (error) {
    return error instanceof PuzzleFormatError ? error.message : String(error);
  }
  const [low, high] = BAND_RANGES[puzzle.record.difficultyLevel];
  if (puzzle.record.difficulty < low || puzzle.record.difficulty > high)
    return `difficulty: ${puzzle.record.difficulty} is outside band ${puzzle.record.difficultyLevel} (${low}-${high})`;
  const layout = layoutOf(puzzle.shape, puzzle.record.r === 1);
  const values = puzzle.cells.map((c) => c.solution ?? 0);
  const broken = ruleBreaks(layout, values);
  if (broken.length) return `solution breaks rule ${broken[0].rule}`;
  const solutions = countSolutions(puzzle);
  if (solutions !== 1) return solutions === 0 ? 'no solution' : 'more than one solution';
  // A deduction tutorial puzzle must need the deduction its class names (and no other hard step).
  if (puzzle.record.class !== undefined && deductionClass(puzzle) !== puzzle.record.class)
    return `class: ${puzzle.record.class}, but the grader finds ${deductionClass(puzzle) ?? 'no class'}`;
  return undefined;
}

/** One deduction in a line's worth of JSON: cells are display indexes. */
function describeStep(step) {
  return {
    technique: step.technique,
    tier: step.tier,
    messageKey: step.messageKey,
    params: step.params,
    ...(step.placements.length ? { placements: step.placements } : {}),
    ...(step.eliminations.length ? { eliminations: step.eliminations } : {}),
    ...(step.derivedClueHalves.length ? { derivedClueHalves: step.derivedClueHalves } : {}),
  };
}

if (command === 'generate') {
  const { values } = parseArgs({
    args: rest,
    options: {
      level: { type: 'string' },
      shape: { type: 'string' },
      difficulty: { type: 'string' },
      count: { type: 'string', default: '1' },
      seed: { type: 'string', default: '1' },
      transpose: { type: 'boolean', default: false },
    },
  });
  const level = wholeNumber(values.level, 'level', 1, 3);
  const shape = wholeNumber(values.shape, 'shape', 1, 4);
  const band = wholeNumber(values.difficulty, 'difficulty', 1, 4);
  const count = wholeNumber(values.count, 'count', 1, 100000);
  for (let index = 0; index < count; index++) {
    const record = generatePuzzle({
      level,
      shape,
      band,
      seed: values.seed,
      index,
      transpose: values.transpose,
    });
    process.stdout.write(`${JSON.stringify(record)}\n`);
  }
} else if (command === 'check') {
  let failed = 0;
  const records = readRecords(rest[0]);
  for (const { line, text } of records) {
    const problem = problemOf(text);
    if (problem) {
      failed++;
      console.log(`line ${line}: ${problem}`);
    }
  }
  console.log(`${records.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
} else if (command === 'grade') {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { steps: { type: 'boolean', default: false } },
  });
  for (const { line, text } of readRecords(positionals[0])) {
    try {
      const puzzle = decodePuzzle(JSON.parse(text));
      const grade = gradePuzzle(puzzle);
      const out = grade
        ? {
            puzzleId: puzzle.record.puzzleId,
            band: grade.band,
            difficulty: grade.difficulty,
            techniques: grade.techniques,
            ...(values.steps ? { steps: runLadder(puzzle).steps.map(describeStep) } : {}),
          }
        : { puzzleId: puzzle.record.puzzleId, band: null, error: 'the ladder cannot solve it' };
      console.log(JSON.stringify(out));
    } catch (error) {
      console.log(JSON.stringify({ line, error: String(error.message ?? error) }));
    }
  }
} else if (command === 'hint-solve') {
  for (const { line, text } of readRecords(rest[0])) {
    try {
      console.log(JSON.stringify(hintSolve(decodePuzzle(JSON.parse(text)))));
    } catch (error) {
      console.log(JSON.stringify({ line, solved: false, error: String(error.message ?? error) }));
    }
  }
} else if (command === 'reach') {
  const { values } = parseArgs({
    args: rest,
    options: { attempts: { type: 'string', default: '500' }, seed: { type: 'string', default: 'reach' } },
  });
  const attempts = wholeNumber(values.attempts, 'attempts', 1, 1000000);
  for (const level of [1, 2, 3]) {
    for (const shape of [1, 2, 3, 4]) {
      const made = [1, 2, 3, 4].map((band) => {
        const tally = [0, 0, 0, 0];
        for (let index = 0; index < attempts; index++) {
          const record = generatePuzzle({
            level,
            shape,
            band,
            seed: values.seed,
            index,
            attempts: 1,
            ignoreServedBand: true,
          });
          tally[record.difficultyLevel - 1]++;
        }
        return `target ${band}: ${tally.map((n, b) => `${b + 1}:${n}`).join(' ')}`;
      });
      console.log(`${level}.${shape} ${LAND_SHAPES[level][shape - 1].padEnd(24)} ${made.join(' | ')}`);
    }
  }
} else if (command === 'pace') {
  const { values } = parseArgs({
    args: rest,
    options: { count: { type: 'string', default: '50' }, seed: { type: 'string', default: 'pace' } },
  });
  const count = wholeNumber(values.count, 'count', 1, 100000);
  const byBand = new Map();
  for (const level of [1, 2, 3]) {
    for (const shape of [1, 2, 3, 4]) {
      for (let band = 1; band <= Math.min(4, level + 1); band++) {
        for (let index = 0; index < count; index++) {
          const record = generatePuzzle({
            level,
            shape,
            band,
            seed: values.seed,
            index,
            transpose: index % 2 === 1,
          });
          const puzzle = decodePuzzle(record);
          const least = leastSolvingMs(puzzle);
          const found = byBand.get(record.difficultyLevel) ?? [];
          found.push({ least, perNumber: least / numbersToFind(puzzle) });
          byBand.set(record.difficultyLevel, found);
        }
      }
    }
  }
  const spread = (xs) => {
    const sorted = xs.slice().sort((a, b) => a - b);
    const at = (f) => (sorted[Math.floor(f * (sorted.length - 1))] / 1000).toFixed(2);
    return `${at(0)} / ${at(0.5)} / ${at(1)}`;
  };
  console.log('band  puzzles  least s min / median / max  per number s min / median / max');
  for (const band of [...byBand.keys()].sort()) {
    const found = byBand.get(band);
    console.log(
      `${band}     ${String(found.length).padEnd(8)} ${spread(found.map((f) => f.least)).padEnd(27)} ${spread(found.map((f) => f.perNumber))}`,
    );
  }
} else if (command === 'builtin') {
  const { values } = parseArgs({
    args: rest,
    options: { only: { type: 'string' }, print: { type: 'string' } },
  });
  const named = (name) => BUILTIN_SETS.find((set) => set.name === name) ?? usage(`no built-in set "${name}"`);
  if (values.print) {
    const set = named(values.print);
    const stored = await import(`../libs/puzzle/dist/builtin/${set.name}.js`);
    for (const record of stored[set.constant]) process.stdout.write(`${JSON.stringify(record)}\n`);
  } else {
    for (const set of values.only ? [named(values.only)] : BUILTIN_SETS) await writeBuiltinSet(set);
  }
} else {
  usage(command ? `unknown command "${command}"` : undefined);
}

/** Makes one built-in set and writes it as a TypeScript module, formatted as the repo's Prettier says. */
async function writeBuiltinSet(set) {
  const started = performance.now();
  const { records, sources } = makeBuiltinSet(set);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const file = new URL(`../libs/puzzle/src/builtin/${set.name}.ts`, import.meta.url);
  const text = [
    `// Made by \`npm run puzzles -- builtin\` from the recipe in recipe.ts (seed "${set.seed}"): do not edit.`,
    `import type { PuzzleRecord } from '../model.js';`,
    '',
    `/** ${records.length} built-in puzzles: land ${set.level}, shape ${set.shape}, ${set.name}. */`,
    `export const ${set.constant}: readonly PuzzleRecord[] = ${JSON.stringify(records)};`,
    '',
    '/** The generator puzzle number each entry was made from (builtin.spec.ts remakes them all). */',
    `export const ${sourcesConstant(set)}: readonly number[] = ${JSON.stringify(sources)};`,
    '',
  ].join('\n');
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file.pathname }));
  console.error(
    `${set.name}: ${records.length} puzzles from generator numbers 0-${sources.at(-1)} in ${seconds} s`,
  );
}

function sourcesConstant(set) {
  return set.constant.replace(/_PUZZLES$/, '_SOURCES');
}
