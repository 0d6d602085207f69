// Instructions a generated puzzle costs, counted by valgrind (callgrind): a figure that does not
// move with the machine's other work, unlike bench:puzzle's times. Usage, after
// `npx tsc -p libs/puzzle/tsconfig.lib.json`:
//   node tools/bench/puzzle-instructions.mjs [--compare <git ref>] [level.shape.band ...]
// (default main, and 3.4.4: 6-squares expert). Per engine and slot, two runs of one process
// each: 20 warm-up puzzles (seed 'warm') then puzzles 0-19 or 0-99 of seed 'bench'; the
// difference over 80 puzzles is the figure, so start-up and the JIT's first compilations drop
// out. `--single-threaded` keeps V8's compiler and collector on the counted thread, which
// makes the count repeatable (to 0.1 % here). About a minute per engine and slot.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildBaseline } from './puzzle-baseline.mjs';

const [, , ...args] = process.argv;

if (args[0] === '--child') {
  const [, dist, slot, count] = args;
  const { generatePuzzle } = await import(pathToFileURL(path.join(dist, 'index.js')).href);
  const [level, shape, band] = slot.split('.').map(Number);
  for (let index = 0; index < 20; index++) generatePuzzle({ level, shape, band, seed: 'warm', index });
  for (let index = 0; index < Number(count); index++)
    generatePuzzle({ level, shape, band, seed: 'bench', index });
} else {
  const at = args.indexOf('--compare');
  const ref = at >= 0 ? args[at + 1] : 'main';
  const slots = args.filter((a, i) => a !== '--compare' && !(at >= 0 && i === at + 1));
  const engines = [
    ['this tree', path.resolve(import.meta.dirname, '../../libs/puzzle/dist')],
    [`${ref}`, buildBaseline(ref).dist],
  ];
  const instructions = (dist, slot, count) => {
    const { stderr } = spawnSync(
      'valgrind',
      [
        '--tool=callgrind',
        '--callgrind-out-file=/dev/null',
        process.execPath,
        '--single-threaded',
        import.meta.filename,
        '--child',
        dist,
        slot,
        String(count),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return Number(/Collected : (\d+)/.exec(stderr.toString())[1]);
  };
  const rows = [];
  for (const slot of slots.length ? slots : ['3.4.4']) {
    const [mine, base] = engines.map(
      ([, dist]) => (instructions(dist, slot, 100) - instructions(dist, slot, 20)) / 80,
    );
    rows.push({
      slot,
      'this tree, M instructions a puzzle': (mine / 1e6).toFixed(1),
      [`${ref}, M`]: (base / 1e6).toFixed(1),
      ratio: (mine / base).toFixed(2),
    });
  }
  console.table(rows);
}
