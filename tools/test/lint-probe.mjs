// Lints the boundary probes of eslint-boundaries.spec.ts: one JSON line in ({ file, source },
// the file repo-relative) and one out (the rule ids hit) per probe, so ESLint, typescript-eslint
// and Nx's project graph load once for all of them rather than once a probe.
import { createInterface } from 'node:readline';
import path from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
for await (const line of createInterface({ input: process.stdin })) {
  const { file, source } = JSON.parse(line);
  const [result] = await eslint.lintText(source, { filePath: path.resolve(file) });
  process.stdout.write(`${JSON.stringify(result.messages.map((m) => m.ruleId))}\n`);
}
