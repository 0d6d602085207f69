// Puzzle engine benchmark: `npm run bench:puzzle [-- --compare <git ref>]`. Prints, per (shape,
// band): generation median and p90 (ms) of this working tree's engine and of a baseline engine
// built from a git ref (default `main`), timed in the same run, puzzle by puzzle in turn, with
// their ratios and whether both made the same puzzles; the solution counter's p50/p99 (µs) and
// the grade median (µs). Then the time to generate a whole bank (12 shapes x 4 bands x BANK_PER
// puzzles) on this one core with both engines, nextHint, and the engine's minified + gzipped
// size. Figures, not pass/fail: see docs/puzzle.md for targets and docs/performance.md for runs.
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import {
  countSolutions,
  decodePuzzle,
  generatePuzzle,
  gradePuzzle,
  LAND_SHAPES,
  nextHint,
} from '../../libs/puzzle/dist/index.js';
import { buildBaseline } from './puzzle-baseline.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const BANK_PER = Number(process.env.BENCH_BANK ?? 100);
const COUNTS_PER_PUZZLE = 20;

const at = process.argv.indexOf('--compare');
const baseRef = at > 0 ? process.argv[at + 1] : 'main';
const baseline = buildBaseline(baseRef);
const base = await import(pathToFileURL(`${baseline.dist}/index.js`).href);
console.log(`baseline: the engine of ${baseRef} (${baseline.commit.slice(0, 7)}), timed in this run`);

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const time = (fn) => {
  const t = performance.now();
  const out = fn();
  return [performance.now() - t, out];
};

// Steady-state figures: the first calls pay for JIT compilation and the clue tables that
// every later puzzle shares, which a running server or app pays once.
for (const level of [1, 2, 3])
  for (const shape of [1, 2, 3, 4])
    for (let i = 0; i < 5; i++) {
      const puzzle = decodePuzzle(generatePuzzle({ level, shape, band: 2, seed: 'warm-up', index: i }));
      for (let k = 0; k < 20; k++) countSolutions(puzzle);
      gradePuzzle(puzzle);
      for (const band of [1, 2, 3, 4]) base.generatePuzzle({ level, shape, band, seed: 'warm-up', index: i });
      for (const band of [1, 2, 3, 4]) generatePuzzle({ level, shape, band, seed: 'warm-up', index: i });
    }

/** Bands a player can pick in a land (the spec: up to land + 1). */
const offered = (level, band) => band <= level + 1;

const rows = [];
for (const level of [1, 2, 3]) {
  for (const shape of [1, 2, 3, 4]) {
    for (const band of [1, 2, 3, 4]) {
      const gen = [];
      const baseGen = [];
      let differ = 0;
      const count = [];
      const grade = [];
      const reached = new Map();
      const shown = [];
      for (let i = 0; i < SAMPLES; i++) {
        // In turn, which engine goes first alternating, so drift in the machine's load falls on both.
        const request = { level, shape, band, seed: 'bench', index: i };
        const [baseMs, baseRecord] = i % 2 ? time(() => base.generatePuzzle(request)) : [];
        const [ms, record] = time(() => generatePuzzle(request));
        const [baseMsAfter, baseRecordAfter] = i % 2 ? [] : time(() => base.generatePuzzle(request));
        gen.push(ms);
        baseGen.push(baseMs ?? baseMsAfter);
        if (JSON.stringify(baseRecord ?? baseRecordAfter) !== JSON.stringify(record)) differ++;
        reached.set(record.difficultyLevel, (reached.get(record.difficultyLevel) ?? 0) + 1);
        const puzzle = decodePuzzle(record);
        shown.push(
          puzzle.clues.reduce(
            (n, c) => n + (puzzle.cells[c].addShown ? 1 : 0) + (puzzle.cells[c].multShown ? 1 : 0),
            0,
          ),
        );
        for (let k = 0; k < COUNTS_PER_PUZZLE; k++) count.push(time(() => countSolutions(puzzle))[0] * 1000);
        grade.push(time(() => gradePuzzle(puzzle))[0] * 1000);
      }
      rows.push({
        shape: `${level}.${shape} ${LAND_SHAPES[level][shape - 1]}`,
        band: offered(level, band) ? `${band}` : `${band} (not offered)`,
        'bands made': [...reached].map(([b, n]) => `${b}:${n}`).join(' '),
        'halves shown': `${Math.min(...shown)}-${Math.max(...shown)} of ${2 * decodePuzzle(generatePuzzle({ level, shape, band: 1, seed: 'size' })).clues.length}`,
        'gen p50 ms': quantile(gen, 0.5).toFixed(2),
        'gen p90 ms': quantile(gen, 0.9).toFixed(2),
        'base p50': quantile(baseGen, 0.5).toFixed(2),
        'base p90': quantile(baseGen, 0.9).toFixed(2),
        'p50 ×': (quantile(gen, 0.5) / quantile(baseGen, 0.5)).toFixed(2),
        'p90 ×': (quantile(gen, 0.9) / quantile(baseGen, 0.9)).toFixed(2),
        'same puzzles': differ ? `${SAMPLES - differ}/${SAMPLES}` : 'yes',
        'count p50 µs': quantile(count, 0.5).toFixed(0),
        'count p99 µs': quantile(count, 0.99).toFixed(0),
        'grade p50 µs': quantile(grade, 0.5).toFixed(0),
      });
    }
  }
}
console.table(rows);
const worst = (column) =>
  rows
    .filter((r) => !r.band.includes('not'))
    .reduce((w, r) => (Number(r[column]) > Number(w[column]) ? r : w));
for (const column of ['gen p50 ms', 'gen p90 ms']) {
  const w = worst(column);
  console.log(
    `slowest offered ${column}: ${w[column]} (${w.shape}, band ${w.band}; baseline ${w[column.includes('50') ? 'base p50' : 'base p90']})`,
  );
}

const bank = (generate) =>
  time(() => {
    for (const level of [1, 2, 3])
      for (const shape of [1, 2, 3, 4])
        for (const band of [1, 2, 3, 4])
          for (let i = 0; i < BANK_PER; i++) generate({ level, shape, band, seed: 'bank', index: i });
  })[0];
const baseBankMs = bank(base.generatePuzzle);
const bankMs = bank(generatePuzzle);
console.log(
  `bank of 12 shapes x 4 bands x ${BANK_PER}: ${(bankMs / 1000).toFixed(1)} s on one core, baseline ${(baseBankMs / 1000).toFixed(1)} s (${(bankMs / baseBankMs).toFixed(2)}×)`,
);

// nextHint on the hardest puzzles, from every state a hint-led game passes through.
const hintTimes = [];
for (let i = 0; i < SAMPLES; i++) {
  const puzzle = decodePuzzle(generatePuzzle({ level: 3, shape: 4, band: 4, seed: 'hint-bench', index: i }));
  const values = puzzle.cells.map((c) => (c.kind === 'mystery' ? (c.given ?? 0) : 0));
  const notes = puzzle.cells.map(() => []);
  const derived = [];
  for (let k = 0; k < 200; k++) {
    const [ms, hint] = time(() => nextHint(puzzle, { values, notes, derived }, { full: true }));
    hintTimes.push(ms * 1000);
    const wrong = hint.type === 'error' ? hint.steps[0].selected : undefined;
    if (wrong) notes[wrong.cell] = notes[wrong.cell].filter((d) => d !== wrong.value);
    else if (!hint.step) break;
    for (const p of hint.step?.placements ?? []) values[p.cell] = p.digit;
    derived.push(...(hint.step?.derivedClueHalves ?? []));
    for (const e of hint.step?.eliminations ?? []) {
      notes[e.cell] = (notes[e.cell].length ? notes[e.cell] : [1, 2, 3, 4, 5, 6, 7, 8, 9]).filter(
        (d) => !e.digits.includes(d),
      );
    }
  }
}
console.log(
  `nextHint on 6-squares expert: p50 ${quantile(hintTimes, 0.5).toFixed(0)} µs, p99 ${quantile(hintTimes, 0.99).toFixed(0)} µs (${hintTimes.length} hints)`,
);

const bundle = await rolldown({
  input: new URL('../../libs/puzzle/dist/index.js', import.meta.url).pathname,
  logLevel: 'silent',
});
const { output } = await bundle.generate({ format: 'esm', minify: true });
const code = output.map((o) => o.code ?? '').join('');
console.log(
  `engine: ${(code.length / 1024).toFixed(1)} kB minified, ${(gzipSync(code).length / 1024).toFixed(1)} kB gzipped`,
);
