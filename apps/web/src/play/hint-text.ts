/**
 * Spec: the smart-hint box has a More/Back toggle, "long text threshold 60 characters". A text
 * longer than this (counted in characters as the player reads them, so a Chinese hint counts
 * each character once) shows its first 60 less the word they end inside, and an ellipsis;
 * More shows it whole, Back shortens it.
 */
export const LONG_HINT_CHARS = 60;

export const isLongHint = (text: string) => [...text].length > LONG_HINT_CHARS;

/** The first part of a long text, without the word it would cut, and an ellipsis. */
export const shortHint = (text: string) =>
  isLongHint(text)
    ? `${[...text]
        .slice(0, LONG_HINT_CHARS)
        .join('')
        .replace(/\s+\S*$/, '')}…`
    : text;

/**
 * What the box shows: each step's text, shortened while the box is not opened out, and whether
 * it offers the toggle (a fuller hint to open, or a long text).
 */
export const hintTexts = (texts: readonly string[], openedOut: boolean, hasFuller: boolean) => ({
  texts: openedOut ? texts : texts.map(shortHint),
  toggle: hasFuller || texts.some(isLongHint),
});
