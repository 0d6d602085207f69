import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The environment variable naming the run's empty PGlite data directory (server.ts copies it). */
export const PGLITE_TEMPLATE = 'CZEUS_TEST_PGLITE_TEMPLATE';

/**
 * One initdb for the whole run: the template each PGlite suite copies (pglite-template.mjs),
 * removed as Jest exits. It imports nothing of the suites': Jest resolves a global set-up
 * without the suites' module mapping.
 */
export default function globalSetup(): void {
  const parent = mkdtempSync(path.join(tmpdir(), 'czeus-pglite-template-'));
  const dir = path.join(parent, 'pglite');
  execFileSync(process.execPath, [path.join(__dirname, 'pglite-template.mjs'), dir], { stdio: 'inherit' });
  // The workers start after this and inherit the environment.
  process.env[PGLITE_TEMPLATE] = dir;
  process.once('exit', () => rmSync(parent, { recursive: true, force: true }));
}
