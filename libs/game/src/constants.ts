// Every figure of the spec (sections 4, 5 and 9) that rules a game, once, named.

/** Lives at the start of a game. */
export const LIVES = 3;
/** Gems a new player has (and a profile without gems shows). */
export const START_GEMS = 500;
/** Price of a smart hint and of revealing one mystery. */
export const SMART_HINT_PRICE = 100;
export const REVEAL_PRICE = 200;
/** Rewards credited by the server's ledger. */
export const DAILY_REWARD_GEMS = 800;
export const AD_REWARD_GEMS = 400;
/** Points for each correct number, before the time bonus. */
export const POINTS_PER_NUMBER = 300;
/** Time bonus: every TIME_BONUS_DIVISOR seconds left add POINTS_PER_NUMBER points (2 points a second). */
export const TIME_BONUS_DIVISOR = 150;
/** Each hint or reveal used so far multiplies a number's points by this. */
export const HINT_DECAY = 0.95;
/** A square clue whose four numbers are all found within this many seconds of play earns SQUARE_BONUS. */
export const SQUARE_BONUS = 100;
export const SQUARE_BONUS_SECONDS = {
  'one-square': 20,
  '2-squares': 20,
  '3-squares-l-shape': 25,
  '4-squares': 30,
  '6-squares': 40,
} as const;
/** Completing a cZeus square (four equal numbers around a square clue). Not given by the spec: chosen. */
export const CZEUS_BONUS = 200;
/** All three stars. Not given by the spec: chosen. */
export const THREE_STAR_BONUS = 500;
/** The time star holds while play time is under timeAllowed plus this (seconds). */
export const TIME_ALLOWANCE_EXTRA_S = 1;
/** Square multiply notes hold at most this many digits. */
export const SQUARE_MULT_NOTES_MAX = 4;
/**
 * A puzzle's prize in gems by band (1 easy .. 4 expert), paid in full with three stars. The
 * spec says "Solving easy +200 gems" and "harder puzzles give bigger prizes"; its formula
 * 100 × ceil(1.5157 × difficulty / 100) read on this grader's 1-100 scale paid 100 for easy,
 * medium and most hard puzzles, so the band decides (docs/game-rules.md, "Prizes").
 */
export const PRIZE_BY_BAND = { 1: 200, 2: 300, 3: 400, 4: 500 } as const;
/** Smart hints a puzzle offers from its numeric difficulty (spec section 9). */
export const SMART_HINTS_FACTOR = 1.3157;
/**
 * The start countdown before play ("3, 2, 1, go"); the spec gives no figure. The server counts
 * it too: a serving must be at least this much older than the play time a score claims.
 */
export const COUNTDOWN_SECONDS = 3;
/**
 * Least play time between two entered numbers (or the start of play and the first). Below what
 * the fastest people reach (docs/game-rules.md, "Plausible time"): the game ignores a quicker
 * second press, so an honest log always passes the server's replay and a squeezed one never does.
 */
export const ENTRY_FLOOR_MS = 100;
