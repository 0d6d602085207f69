import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/spec-coverage.md says, row by row, how the game meets the product spec, and names the
 * test that checks each row that works. A test renamed or removed, a file moved, or a count at
 * the top left behind would leave the page saying what is no longer true: this fails instead.
 */

const ROOT = path.resolve(__dirname, '../../..');
const DOC = 'docs/spec-coverage.md';

const STATES = ['works', 'works (no test)', 'differs', 'short'] as const;
type State = (typeof STATES)[number];

interface Row {
  line: number;
  requirement: string;
  state: string;
  evidence: string;
}

/** A test named by `path › a part of its title`. */
const TEST_REF = /`([^`›]+?)\s+›\s+([^`]+)`/g;
/** A repo path in backticks, e.g. `apps/web/src/play/PlayBar.tsx`. */
const PATH_REF = /`((?:apps|libs|tools|docs)\/[\w./@-]+\.\w+)`/g;
/** A relative Markdown link, e.g. [0012](decisions/0012-phone-and-tablet-layouts.md). */
const LINK = /\]\((?!https?:)([^)#\s]+)(?:#[^)]*)?\)/g;
/** So short a part of a title would match almost any test. */
const MIN_TITLE_PART = 10;

const docText = readFileSync(path.join(ROOT, DOC), 'utf8');

/** Every row of every table on the page, but the header and separator rows. */
function rowsOf(text: string): Row[] {
  const rows: Row[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line.startsWith('|')) return;
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    if (cells.every((cell) => /^:?-+:?$/.test(cell)) || cells[1] === 'State') return;
    const [requirement, state, evidence] = cells;
    rows.push({ line: i + 1, requirement, state, evidence: evidence ?? '' });
  });
  return rows;
}

/** Index just past the string literal that opens at `at`, or -1 if it never closes. */
function endOfString(source: string, at: number): number {
  const quote = source[at];
  for (let i = at + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === quote) return i + 1;
  }
  return -1;
}

/** Index just past the `)` that closes the `(` at `at`; strings inside may hold parentheses. */
function endOfParens(source: string, at: number): number {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"' || c === '`') {
      const end = endOfString(source, i);
      if (end < 0) return -1;
      i = end - 1;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * The titles of a spec file's `test(…)`, `it(…)` and `describe(…)` calls, with their modifiers
 * (`test.describe`, `it.each([…])(…)`), as written in the source: a template's `${…}` stays.
 */
function titlesIn(source: string): string[] {
  const titles: string[] = [];
  for (const call of source.matchAll(/\b(?:test|it|describe)((?:\.[A-Za-z]+)*)\s*\(/g)) {
    let at = call.index + call[0].length;
    if (call[1].includes('.each')) {
      const end = endOfParens(source, at - 1);
      if (end < 0) continue;
      at = end;
      while (/\s/.test(source[at] ?? '')) at++;
      if (source[at] !== '(') continue;
      at++;
    }
    while (/\s/.test(source[at] ?? '')) at++;
    if (!["'", '"', '`'].includes(source[at])) continue;
    const end = endOfString(source, at);
    if (end > 0) titles.push(source.slice(at + 1, end - 1));
  }
  return titles;
}

const titleCache = new Map<string, string[]>();
const titlesOf = (file: string) => {
  if (!titleCache.has(file)) titleCache.set(file, titlesIn(readFileSync(path.join(ROOT, file), 'utf8')));
  return titleCache.get(file) as string[];
};

const isTestFile = (file: string) =>
  /^apps\/web-e2e\/tests\/[^/]+\.spec\.ts$/.test(file) ||
  /^apps\/api\/test\/[^/]+\.spec\.ts$/.test(file) ||
  /^apps\/web\/src\/.+\.spec\.tsx?$/.test(file) ||
  /^libs\/[^/]+\/src\/.+\.spec\.ts$/.test(file);

/** What is wrong with a test reference, or null when the file has a test of that title. */
function testRefProblem(file: string, part: string): string | null {
  if (!isTestFile(file)) return `${file} is not a test file of the workspace`;
  if (!existsSync(path.join(ROOT, file))) return `${file} does not exist`;
  if (part.length < MIN_TITLE_PART) return `"${part}" is too short to name one test`;
  return titlesOf(file).some((title) => title.includes(part))
    ? null
    : `${file} has no test, it or describe titled with "${part}"`;
}

const rows = rowsOf(docText);
const stateOf = (row: Row) => row.state as State;

describe(DOC, () => {
  it('has rows, each with a requirement, one of the four states and what backs the state', () => {
    expect(rows.length).toBeGreaterThan(100);
    const bad = rows
      .filter(
        (row) => !STATES.includes(stateOf(row)) || row.requirement.length === 0 || row.evidence.length === 0,
      )
      .map((row) => `line ${row.line}: "${row.state}"`);
    expect(bad).toEqual([]);
  });

  it('names for each row that works a test file that exists and holds a test of that title', () => {
    const problems: string[] = [];
    for (const row of rows) {
      const refs = [...row.evidence.matchAll(TEST_REF)];
      if (stateOf(row) === 'works' && refs.length === 0) problems.push(`line ${row.line}: no test named`);
      if (stateOf(row) === 'works (no test)' && refs.length > 0)
        problems.push(`line ${row.line}: names a test, so it is "works"`);
      for (const [, file, part] of refs) {
        const problem = testRefProblem(file.trim(), part.trim());
        if (problem) problems.push(`line ${row.line}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('says where a row that works without a test is built, and why a row differs, in files that exist', () => {
    const problems: string[] = [];
    for (const row of rows) {
      const paths = [...row.evidence.matchAll(PATH_REF)].map((m) => m[1]);
      const links = [...row.evidence.matchAll(LINK)].map((m) => path.join('docs', m[1]));
      if (stateOf(row) === 'works (no test)' && paths.length === 0)
        problems.push(`line ${row.line}: no source file named`);
      if (stateOf(row) === 'differs' && links.length === 0)
        problems.push(`line ${row.line}: no link to the doc that says why`);
      for (const file of [...paths, ...links])
        if (!existsSync(path.join(ROOT, file))) problems.push(`line ${row.line}: ${file} does not exist`);
    }
    expect(problems).toEqual([]);
  });

  it('counts the rows at the top as they are', () => {
    const count = (...states: State[]) => rows.filter((row) => states.includes(stateOf(row))).length;
    const counts = /Counts: (\d+) works \((\d+) without a test\), (\d+) differs, (\d+) short\./.exec(docText);
    expect(counts?.slice(1).map(Number)).toEqual([
      count('works', 'works (no test)'),
      count('works (no test)'),
      count('differs'),
      count('short'),
    ]);
  });

  it('reads test titles as the spec files write them', () => {
    const source = [
      "it('a plain title', () => {});",
      'test(`${path}: a template title`, async () => {});',
      "it.each([['a (b)', 1]])('%s has (parentheses) in its cases', () => {});",
      'test.describe("a double-quoted \\"title\\"", () => {});',
      'const notATest = wait(1);',
    ].join('\n');
    expect(titlesIn(source)).toEqual([
      'a plain title',
      '${path}: a template title',
      '%s has (parentheses) in its cases',
      'a double-quoted \\"title\\"',
    ]);
  });
});
