import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A classic script written in the page itself (no src): its text is what the browser hashes. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources that allow the web app's own inline scripts, and no
 * other: `'sha256-…'` of each non-empty one in `index.html` as built. The first screen's chooser
 * is inline (apps/web/first-screen.ts) because, as a file, the first paint waited for its request.
 */
export function inlineScriptSources(webRoot: string): string[] {
  const page = path.join(webRoot, 'index.html');
  if (!existsSync(page)) return [];
  const html = readFileSync(page, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1])
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}
