import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** Lints `source` as if it were the file at `file` (repo-relative) and returns the rule ids hit. */
function lint(file: string, source: string): string[] {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', file],
      {
        cwd: root,
        input: source,
        encoding: 'utf8',
      },
    );
  } catch (error) {
    out = (error as { stdout: string }).stdout; // exit code 1: problems found
  }
  const [result] = JSON.parse(out) as { messages: { ruleId: string }[] }[];
  return result.messages.map((m) => m.ruleId);
}

describe('the architecture boundaries of shared/design/ARCHITECTURE.md, as lint enforces them', () => {
  it.each([
    ['a framework', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['a Node API', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
    ['an app', "import { x } from '@czeus/api';\nexport const y = x;\n"],
  ])('libs/puzzle may not import %s', (_, source) => {
    expect(lint('libs/puzzle/src/probe.ts', source)).toContain('no-restricted-imports');
  });

  it('libs/game may not use the clock, unseeded randomness or the DOM', () => {
    const rules = lint(
      'libs/game/src/probe.ts',
      'export const t = Date.now();\nexport const r = Math.random();\nexport const d = document.title;\n',
    );
    expect(rules.filter((r) => r === 'no-restricted-properties')).toHaveLength(2);
    expect(rules).toContain('no-restricted-globals');
  });

  it('libs/contract may not import an app, but an app may import the libraries', () => {
    expect(lint('libs/contract/src/probe.ts', "export { x } from '@czeus/web';\n")).toContain(
      'no-restricted-imports',
    );
    expect(lint('apps/web/src/probe.ts', "export { API_PREFIX } from '@czeus/contract';\n")).toEqual([]);
  });

  it('the pure libraries may import each other', () => {
    expect(lint('libs/game/src/probe.ts', "export { decodePuzzle } from '@czeus/puzzle';\n")).toEqual([]);
  });

  it('web markup may not carry user-visible words: they come from i18next', () => {
    const probe = (jsx: string) => lint('apps/web/src/Probe.tsx', `export const P = () => ${jsx};\n`);
    expect(probe('<p>Play now</p>')).toContain('no-restricted-syntax');
    expect(probe('<button aria-label="Close">x</button>')).toContain('no-restricted-syntax');
    expect(probe('<p>Løs</p>')).toContain('no-restricted-syntax');
    expect(probe('<p>{t(`play`)} ×</p>')).toEqual([]);
  });
});
