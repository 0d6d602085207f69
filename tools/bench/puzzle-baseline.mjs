// The puzzle engine as it stands at a git commit, built into a directory of its own, for
// `bench:puzzle`'s baseline: the engine of `main` (or any ref) timed in the same run as the
// working tree's, so the ratios hold on a noisy, shared machine where the absolute figures do not.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The built engine (its dist directory) of `ref`, made once per commit and kept in the temp dir. */
export function buildBaseline(ref) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT })
    .toString()
    .trim();
  const dir = path.join(tmpdir(), `czeus-bench-puzzle-${commit.slice(0, 12)}`);
  const dist = path.join(dir, 'libs/puzzle/dist');
  if (existsSync(path.join(dist, 'index.js'))) return { commit, dist };
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', commit, 'tsconfig.base.json', 'libs/puzzle'], {
    cwd: ROOT,
    maxBuffer: 1 << 28,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  if (!existsSync(path.join(dir, 'node_modules')))
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsc'),
    ['-p', path.join(dir, 'libs/puzzle/tsconfig.lib.json')],
    {
      stdio: 'inherit',
    },
  );
  return { commit, dist };
}
