import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const COMMITS = 5;

// PGlite alone never calls fsync (electric-sql/pglite#1107): this is what makes a commit of
// the embedded database survive a power cut, and what a PGlite update could silently undo.
describe('the embedded database flushes its commits to the disk', () => {
  it(`calls fsync on a real file at least once per commit (${COMMITS} commits)`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'czeus-fsync-'));
    const { stdout } = await promisify(execFile)(process.execPath, [
      path.join(__dirname, 'fsync-probe.mjs'),
      dataDir,
      String(COMMITS),
    ]);
    const { fsync, flushes } = JSON.parse(stdout) as { fsync: string; flushes: number };
    expect(fsync).toBe('on');
    expect(flushes).toBeGreaterThanOrEqual(COMMITS);
  });
});
