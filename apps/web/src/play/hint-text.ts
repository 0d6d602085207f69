/**
 * Spec: the smart-hint box has a More/Back toggle, "long text threshold 60 characters". A text
 * longer than this (counted in characters as the player reads them, so a Chinese hint counts
 * each character once) shows its first part with More; More shows it whole, Back shortens it.
 */
export const LONG_HINT_CHARS = 60;

/** Where a shortened text may end at the latest word break: not before half the threshold. */
const EARLIEST_BREAK = LONG_HINT_CHARS / 2;

export const isLongHint = (text: string) => Array.from(text).length > LONG_HINT_CHARS;

/** The first part of a long text, ended at a word break where one is near, and an ellipsis. */
export function shortHint(text: string): string {
  if (!isLongHint(text)) return text;
  const chars = Array.from(text);
  const head = chars.slice(0, LONG_HINT_CHARS).join('');
  // A word that ends exactly at the threshold stays whole.
  const space = chars[LONG_HINT_CHARS] === ' ' ? head.length : head.lastIndexOf(' ');
  const cut = space >= EARLIEST_BREAK ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,.;:]+$/u, '')}…`;
}

/**
 * What the box shows: each step's text, shortened while the box is not opened out, and whether
 * it offers the toggle (a fuller hint to open, or a long text).
 */
export function hintTexts(texts: readonly string[], openedOut: boolean, hasFuller: boolean) {
  const long = texts.some(isLongHint);
  return {
    texts: openedOut ? texts : texts.map(shortHint),
    toggle: hasFuller || long,
  };
}
