import type { DailyQuery, TutorialLand } from '@czeus/contract';
import type { ClueHalf } from '@czeus/game';

/**
 * A play mode: what one screen built on the play core (regular play, a tutorial page, a
 * practice screen, black-and-white play) is made of. The pieces (board, pad, estimation pad,
 * hint box, bar, end screen) are the same everywhere; a mode only says which show, whether
 * the game counts and how it starts (its end is the screen's, passed to PlayField). It is
 * plain data kept in the play slice, so every piece and every listener reads it from the store.
 */
export interface PlayMode {
  /** Which screen this is (listeners that belong to one, e.g. practice progress). */
  id: 'regular' | 'tutorial' | 'practice' | 'zen' | 'marathon';
  /** The pieces shown; a piece not shown takes no room. */
  parts: Record<PlayPart, boolean>;
  /** The spec's 3-2-1-go before play; without it play starts at once. */
  countdown: boolean;
  /** The score is posted, gems are earned and auto-progress moves (regular play only). */
  scored: boolean;
  /** Hidden clue halves are answered from options (the estimation pad). */
  clueSolving: boolean;
  /**
   * A clue drill (clue practice): every mystery is given and the game is to answer the hidden
   * clue halves (libs/game `clueGoal`), from the spec's 4 or 3 choices.
   */
  clueDrill: boolean;
  /** Smart hints cost no gems (practice: it is for learning, and it earns nothing). */
  hintsFree?: boolean;
  /** A zen game (libs/game `zen`): no clock, lives or error marks; nothing earned or posted. */
  zen?: boolean;
  /** Leaving mid-game asks first. */
  exitGuard: boolean;
  /** 2-squares and 6-squares turn to follow the screen's long side (else shown as served). */
  turnsWithScreen: boolean;
  /** A card read before play starts (practice screens); Continue opens after its delay. */
  openingCard?: OpeningCard;
  /**
   * A practice screen's kind (practice/practice-kinds.ts) and the puzzle's position in its
   * built-in set of `of` puzzles: the kind's progress is kept.
   */
  practice?: PracticeStep;
  /** A daily puzzle (its date, or today's): a new serving comes from GET /daily, which GET /game knows nothing of. */
  daily?: DailyQuery;
  /** A game of a marathon run: its post names the run, and it starts with the run's lives. */
  marathon?: MarathonStep;
}

export interface MarathonStep {
  runId: string;
  /** The puzzle's place in the run, from 1. */
  step: number;
  /** Lives the game starts with: what the run has left. */
  lives: number;
}

export interface PracticeStep {
  kind: string;
  at: number;
  of: number;
}

export type PlayPart = 'bar' | 'pad' | 'notes' | 'undo' | 'hint' | 'reveal' | 'estimationPad';

export interface OpeningCard {
  /** i18n keys of the card's title and text, and their parameters. */
  title: string;
  body: string;
  params?: Record<string, string | number>;
  /** A way to the tutorial instead of playing (the first-visit prompt of a land). */
  tutorial?: { land: TutorialLand; path: string };
  /** Spec section 9: the onboarding Continue delay. */
  continueAfterMs: number;
  /** i18n key of its button, when not Continue (Play, where the card is what play is like). */
  action?: string;
}

export type PadKey = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 'notes' | 'undo';

/** A cell, or one half of a clue cell, in the game's indexes. */
export interface CellRef {
  cell: number;
  half?: ClueHalf;
}

/**
 * What a script (a tutorial page, a practice step) asks the play screen to show at one
 * moment: its text, the cells it lights, the pad keys that pulse and what the player may use.
 * libs/lessons produces these; the play slice keeps the current one.
 */
export interface Directions {
  /** i18n key of the step's text, and its parameters. */
  text: string;
  textParams?: Record<string, string | number>;
  highlight: CellRef[];
  pulse: PadKey[];
  enabled: Record<'board' | 'pad' | 'notes' | 'undo' | 'hint' | 'reveal', boolean>;
  /** A selection the script makes by itself after a while. */
  autoSelect?: { target: CellRef; afterMs: number };
  /** A step the player only reads: a Continue button opens after this delay. */
  continueAfterMs?: number;
}

const ALL_PARTS: Record<PlayPart, boolean> = {
  bar: true,
  pad: true,
  notes: true,
  undo: true,
  hint: true,
  reveal: true,
  estimationPad: true,
};

const DRILL_PARTS: Record<PlayPart, boolean> = {
  bar: true,
  pad: false,
  notes: false,
  undo: false,
  hint: false,
  reveal: false,
  estimationPad: true,
};

/** Regular play: everything, counted, with the countdown and the results card. */
export const REGULAR_PLAY: PlayMode = {
  id: 'regular',
  parts: ALL_PARTS,
  countdown: true,
  scored: true,
  clueSolving: true,
  clueDrill: false,
  exitGuard: true,
  turnsWithScreen: true,
};

/** A tutorial page: the script leads, nothing is bought or counted, the page's Next follows. */
export const TUTORIAL_PLAY: PlayMode = {
  id: 'tutorial',
  parts: { ...ALL_PARTS, bar: false, hint: false, reveal: false },
  countdown: false,
  scored: false,
  clueSolving: true,
  clueDrill: false,
  exitGuard: false,
  // Its texts say "right" and "below": the board stays as the page drew it.
  turnsWithScreen: false,
};

/** A tutorial page whose texts never say where a cell lies: its board turns as in play. */
export const TURNING_TUTORIAL_PLAY: PlayMode = { ...TUTORIAL_PLAY, turnsWithScreen: true };

/** What a piece of the controls may do now: shown by the mode, and enabled by the script. */
export interface Controls {
  shown: Record<PlayPart, boolean>;
  enabled: Directions['enabled'];
  pulse: readonly PadKey[];
}

const ALL_ENABLED: Directions['enabled'] = {
  board: true,
  pad: true,
  notes: true,
  undo: true,
  hint: true,
  reveal: true,
};

export function controlsOf(mode: PlayMode, script: Directions | null): Controls {
  return { shown: mode.parts, enabled: script?.enabled ?? ALL_ENABLED, pulse: script?.pulse ?? [] };
}

/**
 * Spec: the first time a player opens a land whose tutorial they have not seen, a prompt offers
 * the tutorial or play (the intro-tutorial modal); it is regular play's opening card.
 */
export const landPrompt = (land: TutorialLand): PlayMode => ({
  ...REGULAR_PLAY,
  openingCard: {
    title: 'landPromptTitle',
    body: 'landPromptBody',
    params: { land },
    continueAfterMs: 0,
    tutorial: { land, path: `/tutorial/${land}/1` },
  },
});

/** Spec section 9: an onboarding card's Continue opens after this long. */
export const ONBOARDING_CONTINUE_MS = 1000;

/**
 * A practice screen (docs/decisions/0021-practice-screens.md): the kind's onboarding card
 * first, then play at once (the card is the moment to get ready, so no countdown); nothing
 * counted (no score post, no gems earned, no auto-progress); the smart hint is offered at its
 * price (practice is where a stuck player learns the step it explains) but not the reveal,
 * which would skip the very skill being trained; the practice end card follows. `practice`
 * names the kind and the puzzle's place in its set, so its progress is kept. A practice opened
 * again by Continue or Play again goes without the card (`card` false): it was read. A clue
 * drill shows the board and the answer choices only: with every mystery given there is no
 * number to enter, note, hint or reveal.
 */
export const practicePlay = (
  practice: PracticeStep,
  texts: { title: string; body: string },
  card = true,
  clueDrill = false,
): PlayMode => ({
  id: 'practice',
  parts: clueDrill ? DRILL_PARTS : { ...ALL_PARTS, reveal: false },
  countdown: false,
  scored: false,
  clueSolving: true,
  clueDrill,
  hintsFree: true,
  exitGuard: false,
  // No text of a practice says "right" or "below": the board turns as in regular play.
  turnsWithScreen: true,
  practice,
  openingCard: card ? { ...texts, continueAfterMs: ONBOARDING_CONTINUE_MS } : undefined,
});

/**
 * Zen (docs/decisions/0035-zen.md): a served puzzle without clock, lives or error marks, that
 * counts nothing; its card says so before play, which starts at once when it is read (a
 * countdown is a clock's). Smart hints and reveals are bought as in regular play.
 */
export const ZEN_PLAY: PlayMode = {
  id: 'zen',
  parts: ALL_PARTS,
  countdown: false,
  scored: false,
  clueSolving: true,
  clueDrill: false,
  zen: true,
  exitGuard: true,
  turnsWithScreen: true,
  openingCard: { title: 'zenTitle', body: 'zenBody', continueAfterMs: 0, action: 'landPromptPlay' },
};

/**
 * A marathon game (docs/decisions/0036-marathon.md): a regular scored game of the run's step,
 * starting with the run's lives; the first step opens with a card that says what a run is.
 * Leaving asks nothing: the run waits on the same puzzle until the day ends.
 */
export const marathonPlay = (marathon: MarathonStep): PlayMode => ({
  ...REGULAR_PLAY,
  id: 'marathon',
  exitGuard: false,
  marathon,
  openingCard:
    marathon.step === 1
      ? { title: 'marathonTitle', body: 'marathonBody', continueAfterMs: 0, action: 'landPromptPlay' }
      : undefined,
});
