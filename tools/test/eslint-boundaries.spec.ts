import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(__dirname, '../..');

let linter: ChildProcessWithoutNullStreams;
const answers: ((rules: string[]) => void)[] = [];
beforeAll(() => {
  linter = spawn(process.execPath, [path.join(__dirname, 'lint-probe.mjs')], { cwd: root });
  createInterface({ input: linter.stdout }).on('line', (line) => answers.shift()?.(JSON.parse(line)));
  linter.stderr.pipe(process.stderr);
});
afterAll(() => linter.stdin.end());

/** Lints `source` as if it were the file at `file` (repo-relative) and returns the rule ids hit. */
function lint(file: string, source: string): Promise<string[]> {
  return new Promise((resolve) => {
    answers.push(resolve);
    linter.stdin.write(`${JSON.stringify({ file, source })}\n`);
  });
}

describe('the architecture boundaries of shared/design/ARCHITECTURE.md, as lint enforces them', () => {
  it.each([
    ['a framework', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['a Node API', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
    ['an app', "import { x } from '@czeus/api';\nexport const y = x;\n"],
  ])('libs/puzzle may not import %s', async (_, source) => {
    expect(await lint('libs/puzzle/src/probe.ts', source)).toContain('no-restricted-imports');
  });

  it('libs/game may not use the clock, unseeded randomness or the DOM', async () => {
    const rules = await lint(
      'libs/game/src/probe.ts',
      'export const t = Date.now();\nexport const r = Math.random();\nexport const d = document.title;\n',
    );
    expect(rules.filter((r) => r === 'no-restricted-properties')).toHaveLength(2);
    expect(rules).toContain('no-restricted-globals');
  });

  it('libs/contract may not import an app, but an app may import the libraries', async () => {
    expect(await lint('libs/contract/src/probe.ts', "export { x } from '@czeus/web';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await lint('apps/web/src/probe.ts', "export { API_PREFIX } from '@czeus/contract';\n")).toEqual(
      [],
    );
  });

  it('the pure libraries may import each other', async () => {
    expect(await lint('libs/game/src/probe.ts', "export { decodePuzzle } from '@czeus/puzzle';\n")).toEqual(
      [],
    );
  });

  it.each([
    ['apps/web/src/store/probe.ts', '@czeus/api', 'no-restricted-imports'],
    ['apps/api/src/probe.ts', '@czeus/web', 'no-restricted-imports'],
    ['apps/web-e2e/tests/probe.spec.ts', '@czeus/web', 'no-restricted-imports'],
    ['libs/puzzle/src/probe.ts', '@czeus/contract', '@nx/enforce-module-boundaries'],
    ['libs/puzzle/src/probe.ts', '@czeus/game', '@nx/enforce-module-boundaries'],
    ['libs/game/src/probe.ts', '@czeus/i18n', '@nx/enforce-module-boundaries'],
    ['libs/contract/src/probe.ts', '@czeus/puzzle', '@nx/enforce-module-boundaries'],
    ['libs/i18n/src/probe.ts', '@czeus/puzzle', '@nx/enforce-module-boundaries'],
  ])('the project tags refuse %s importing %s', async (file, target, rule) => {
    expect(await lint(file, `import * as it from '${target}';\nexport const x = it;\n`)).toContain(rule);
  });

  it("an app's relative reach into another project is refused; the engine's specs may read the texts", async () => {
    const reach = "import { makeStore } from '../../web/src/store/store';\nexport const x = makeStore;\n";
    expect(await lint('apps/api/src/probe.ts', reach)).toContain('@nx/enforce-module-boundaries');
    const texts = "import { LANGUAGES } from '@czeus/i18n';\nexport const x = LANGUAGES;\n";
    expect(await lint('libs/game/src/probe.spec.ts', texts)).toEqual([]);
  });

  it('the stage names engine types only', async () => {
    const stage = 'apps/web/src/play/stage/probe.ts';
    expect(
      await lint(stage, "import { SHAPES } from '@czeus/puzzle';\nexport const x = SHAPES;\n"),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await lint(stage, "import { clueHalfKnown } from '@czeus/game';\nexport const x = clueHalfKnown;\n"),
    ).toContain('@typescript-eslint/no-restricted-imports');
    const types =
      "import type { Puzzle } from '@czeus/puzzle';\nimport { type GameState } from '@czeus/game';\n";
    expect(await lint(stage, `${types}export type X = [Puzzle, GameState];\n`)).toEqual([]);
  });

  it.each([
    ['apps/web/src/screens/Probe.tsx', '../routes/AppRoutes', 'AppRoutes'],
    ['apps/web/src/store/probe.ts', './ProfileFeed', 'ProfileFeed'],
    ['apps/web/src/play/stage/probe.ts', '../PuzzleGrid', 'PuzzleGrid'],
    ['apps/web/src/play/probe.ts', './listeners/hint-steps', 'HINT_STEP_MS'],
    ['apps/web/src/settings/probe.ts', '../practice/practice-kinds', 'PRACTICE_TABLE'],
    ['apps/web/src/contact/probe.ts', '../rewards/AdRewardModal', 'AdRewardModal'],
    ['apps/web/src/play/probe.ts', '../testing/memory-storage', 'memoryStorage'],
  ])("apps/web's layers refuse %s importing %s", async (file, target, name) => {
    expect(await lint(file, `import { ${name} } from '${target}';\nexport const x = ${name};\n`)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('a higher tier of apps/web may import a lower one, and no import goes round in a circle', async () => {
    expect(
      await lint(
        'apps/web/src/routes/probe.ts',
        "export { selectSettings } from '../settings/settings-slice';\n",
      ),
    ).toEqual([]);
    const home =
      "import { AppRoutes } from '../routes/AppRoutes';\nexport const HomeScreen = () => AppRoutes;\n";
    expect(await lint('apps/web/src/screens/HomeScreen.tsx', home)).toContain('import-x/no-cycle');
  });

  it('web markup may not carry user-visible words: they come from i18next', async () => {
    const probe = (jsx: string) => lint('apps/web/src/Probe.tsx', `export const P = () => ${jsx};\n`);
    expect(await probe('<p>Play now</p>')).toContain('no-restricted-syntax');
    expect(await probe('<button aria-label="Close">x</button>')).toContain('no-restricted-syntax');
    expect(await probe('<p>Løs</p>')).toContain('no-restricted-syntax');
    expect(await probe('<p>{t(`play`)} ×</p>')).toEqual([]);
  });
});
