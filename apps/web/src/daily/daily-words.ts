import { LOCALE_TAG, type LanguageCode } from '@czeus/i18n';

/** The interface language's tag for Intl ("nb", "fa"…), from i18next's language code. */
export const localeOf = (language: string): string => LOCALE_TAG[language as LanguageCode] ?? language;

/**
 * Numbers around the board are written in the board's own digits, 0-9, in every language: the
 * daily's rank, streak and time sit beside a score and a clue a Persian player reads in them
 * too. The stats screen, a screen of figures only, keeps the locale's digits.
 */
const BOARD_DIGITS = { numberingSystem: 'latn' } as const;

/** A daily's UTC date in the player's words, e.g. "Fri, 27 Nov" (the date is the same everywhere). */
export const dayOf = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    ...BOARD_DIGITS,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** When the next daily comes on the player's own clock, e.g. "01:00" in Oslo for midnight UTC. */
export const localTimeOf = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { ...BOARD_DIGITS, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

/** The streak's mark, a flame as in the share text: decoration beside the words that say it. */
export const STREAK_MARK = '🔥 ';
