import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');

/**
 * A comment that names the ticket or the work session a line came from: it means nothing to a
 * reader of the repo. A comment says why the code is so, or the target it holds.
 */
const CITATION = /\b(issue|session) \d+/i;

/** Where the sources live: apps (src, tests, config), libs, tools, and the workspace's config files. */
const ROOTS = ['apps', 'libs', 'tools'];
/** Installed, built or written by a run: not sources. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
const SCRIPT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const STYLE = /\.css$/;
const PAGE = /\.html$/;

/** Every source file, repo-relative with forward slashes, generated ones included. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (dir && !entry.name.startsWith('.') && !NOT_SOURCES.has(entry.name)) walk(file);
      } else if (SCRIPT.test(entry.name) || STYLE.test(entry.name) || PAGE.test(entry.name)) {
        files.push(file);
      }
    }
  };
  walk(''); // the workspace's own config files, not its folders
  ROOTS.forEach(walk);
  return files;
}

/** The paths .gitattributes marks `linguist-generated`, as patterns over repo paths. */
function generatedPaths(): RegExp[] {
  return readFileSync(path.join(root, '.gitattributes'), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([glob, ...attributes]) =>
        glob && !glob.startsWith('#') && attributes.includes('linguist-generated=true'),
    )
    .map(([glob]) => {
      const body = glob
        .replace(/^\//, '')
        .split(/(\*\*\/?|\*|\?)/)
        .map((part) =>
          part === '**/'
            ? '(?:.*/)?'
            : part === '**'
              ? '.*'
              : part === '*'
                ? '[^/]*'
                : part === '?'
                  ? '[^/]'
                  : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      // As in git: a pattern without a slash matches a name at any depth.
      return new RegExp(`^${glob.includes('/') ? '' : '(?:.*/)?'}${body}$`);
    });
}

/** Every comment of a source file: where it starts (an offset) and its text. */
function commentsOf(file: string, text: string): { at: number; text: string }[] {
  if (STYLE.test(file))
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ at: m.index, text: m[0] }));
  if (PAGE.test(file))
    return [...text.matchAll(/<!--[\s\S]*?-->/g)].map((m) => ({ at: m.index, text: m[0] }));
  // Scripts are parsed, so a string, a template or a regular expression is never taken for one.
  const kind = /\.(tsx|jsx)$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.(js|mjs|cjs)$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const comments = new Map<number, string>();
  const visit = (node: ts.Node) => {
    // Comments are the trivia before a token (TypeScript calls those on the line of the token
    // before it trailing, the others leading); a JSX text is no trivia, whatever it holds.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      const ranges = [
        ...(ts.getTrailingCommentRanges(text, node.pos) ?? []),
        ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
      ];
      for (const range of ranges) comments.set(range.pos, text.slice(range.pos, range.end));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...comments].map(([at, comment]) => ({ at, text: comment }));
}

/** The citations in a file's comments, each as `path:line: the line`. */
function citationsIn(file: string, text: string): string[] {
  // Parsing is the slow part: only files whose text cites anything at all are parsed.
  if (!CITATION.test(text)) return [];
  return commentsOf(file, text)
    .filter((comment) => CITATION.test(comment.text))
    .map((comment) => {
      const at = comment.at + comment.text.search(CITATION);
      const line = text.slice(0, at).split('\n').length;
      return `${file}:${line}: ${text.split('\n')[line - 1].trim()}`;
    });
}

describe('code comments say why, not which issue or session', () => {
  it('finds a citation in any kind of comment, and none in strings, templates, expressions or JSX text', () => {
    const script = [
      "const title = 'issue 7 of the magazine';",
      'const pattern = /session 3|https?:\\/\\//;',
      '// A line comment (issue 12, point 3).',
      '/** A doc comment: session 4 measured it. */',
      "const template = `issue 5 ${'x' /* as Session 9 said */} and session 6`;",
      'const view = <p>issue 8, // session 8</p>;',
      'const empty = <p>{/* the layout of issue 10 */}</p>;',
      'const list = [1 /* issue 11 */];',
    ].join('\n');
    expect(citationsIn('probe.tsx', script).map((c) => c.split(':')[1])).toEqual(['3', '4', '5', '7', '8']);
    expect(citationsIn('probe.css', "a { content: 'issue 1'; }\n/* the card (issue 20) */")).toEqual([
      'probe.css:2: /* the card (issue 20) */',
    ]);
    expect(citationsIn('probe.html', '<p>issue 1</p>\n<!-- as in session 2 -->')).toEqual([
      'probe.html:2: <!-- as in session 2 -->',
    ]);
    expect(citationsIn('probe.ts', '// Home stays under 100,000 bytes.\nconst issue = 1;\n')).toEqual([]);
  });

  it('holds for every source file outside node_modules, dist and the generated ones', () => {
    const generated = generatedPaths();
    const files = sourceFiles().filter((file) => !generated.some((pattern) => pattern.test(file)));
    expect(files.length).toBeGreaterThan(100); // the walk found the sources
    const found = files.flatMap((file) => citationsIn(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });
});

describe('generated sources', () => {
  it('are marked: every "do not edit" file is linguist-generated and left out of Prettier', () => {
    const generated = generatedPaths();
    const made = sourceFiles().filter((file) =>
      /do not edit/i.test(readFileSync(path.join(root, file), 'utf8').split('\n', 1)[0]),
    );
    expect(made.length).toBeGreaterThan(0);
    expect(made.filter((file) => !generated.some((pattern) => pattern.test(file)))).toEqual([]);
    // Prettier is ESM: asked through node from the workspace, as its CLI would see the files.
    const script = `
      import { getFileInfo } from 'prettier';
      const files = ${JSON.stringify(made.map((file) => path.join(root, file)))};
      const ignorePath = ${JSON.stringify(path.join(root, '.prettierignore'))};
      const infos = await Promise.all(files.map((file) => getFileInfo(file, { ignorePath })));
      console.log(JSON.stringify(infos.map((info, i) => [files[i], info.ignored])));`;
    const ignored: [string, boolean][] = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' }),
    );
    expect(ignored.filter(([, isIgnored]) => !isIgnored).map(([file]) => file)).toEqual([]);
  });
});
