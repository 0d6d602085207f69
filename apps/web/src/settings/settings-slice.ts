import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TUTORIAL_LANDS, type TutorialLand } from '@czeus/contract';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@czeus/i18n';
import type { PracticeTutorial } from '@czeus/lessons';

/**
 * The spec's practice modes (section 2, app frame), in the order of their onboarding index;
 * practice/practice-kinds.ts describes each one's screen. Named here, below the practice
 * screens, because the settings keep which of them a player has done.
 */
export const PRACTICE_KINDS = ['addition', 'subtraction', 'factoring', 'squareValue', 'deduction'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

export const isPracticeKind = (value: unknown): value is PracticeKind =>
  (PRACTICE_KINDS as readonly unknown[]).includes(value);

/** What a player sets once and expects to find again on the next visit (spec: Settings/state). */
export interface SettingsState {
  language: LanguageCode;
  hasSound: boolean;
  /**
   * The land's background music, a switch of its own beside the sound effects'. Off
   * until the player turns it on: a thinking game is often played to the player's own audio or
   * none, and the first visits' bytes and idle CPU stay as measured (docs/look.md, Music).
   */
  music: boolean;
  /** A wrong number buzzes where the browser can vibrate: a mistake felt in the hands. */
  vibration: boolean;
  /** Explain why a wrong number is wrong (spec: showErrorAssist). */
  showErrorAssist: boolean;
  /** Also warn about repeated pairs, rule 2 (spec: showErrorAssistRule2). */
  showErrorAssistRule2: boolean;
  /** A light follows the selected cell on the board (spec: tourchOn). */
  torchOn: boolean;
  /** Cells unrelated to the selection dim (spec: dimUnrelevant). */
  dimUnrelated: boolean;
  /** Every screen in black and white, as /playblack shows it, for low vision. */
  highContrast: boolean;
  /** The player has seen the intro (spec: seenIntro). */
  seenIntro: boolean;
  /** The puzzle chosen on home (spec: selectedLevel, selectedShape, selectedDifficulty). */
  selected: PuzzleChoice;
  /** Ask before gems go on a smart hint / a reveal, until the player says not to (spec: warnings). */
  askBeforeHint: boolean;
  askBeforeReveal: boolean;
  /** Home's Play starts zen games: no clock, lives or rewards (docs/decisions/0035-zen.md). */
  zen: boolean;
  /**
   * A won game's card continues by itself after the spec's countdown (play/end-countdown.ts);
   * off, the card waits for Continue: a time limit the player can turn off before meeting it.
   */
  autoContinue: boolean;
  /** The GDPR answer: true allows analytics, false refuses, null not asked yet. */
  analyticsConsent: boolean | null;
  /** Lands whose tutorial this browser saw or declined (an account keeps them too). */
  tutorialsSeen: TutorialLand[];
  /** Per practice kind, the position in its built-in set of the next puzzle to play. */
  practiceNext: Partial<Record<PracticeKind, number>>;
  /** Practice kinds the player has finished (a puzzle of the kind completed). */
  practiceDone: PracticeKind[];
  /** Per practice kind, the positions in its set of the puzzles completed: its progress. */
  practiceSolved: Partial<Record<PracticeKind, number[]>>;
  /**
   * The practice step tutorials the player went through: the deduction onboardings (spec:
   * addcluestep and multcluestep, type 0 then 1; both are the spec's deductionTutorialSeen) and
   * common factor (commonFactorTutorialSeen).
   */
  practiceTutorialsSeen: PracticeTutorial[];
}

export const PRACTICE_TUTORIALS: readonly PracticeTutorial[] = ['add', 'mult', 'factor'];

export interface PuzzleChoice {
  /** Land 1..3. */
  level: number;
  /** Shape 1..4 within the land. */
  shape: number;
  /** Difficulty band 1..4, at most land + 1. */
  difficulty: number;
}

const isChoice = (v: unknown): v is PuzzleChoice => {
  const c = v as PuzzleChoice;
  const whole = (n: unknown, max: number) =>
    Number.isInteger(n) && (n as number) >= 1 && (n as number) <= max;
  return (
    !!c && whole(c.level, 3) && whole(c.shape, 4) && whole(c.difficulty, 4) && c.difficulty <= c.level + 1
  );
};

export const DEFAULT_SETTINGS: SettingsState = {
  language: DEFAULT_LANGUAGE,
  hasSound: true,
  music: false,
  vibration: true,
  showErrorAssist: true,
  showErrorAssistRule2: true,
  torchOn: true,
  dimUnrelated: true,
  highContrast: false,
  zen: false,
  seenIntro: false,
  selected: { level: 1, shape: 1, difficulty: 1 },
  askBeforeHint: true,
  askBeforeReveal: true,
  autoContinue: true,
  analyticsConsent: null,
  tutorialsSeen: [],
  practiceNext: {},
  practiceDone: [],
  practiceSolved: {},
  practiceTutorialsSeen: [],
};

export type ToggleSetting = Exclude<
  keyof SettingsState,
  | 'language'
  | 'selected'
  | 'analyticsConsent'
  | 'tutorialsSeen'
  | 'practiceNext'
  | 'practiceDone'
  | 'practiceSolved'
  | 'practiceTutorialsSeen'
>;

/** A position in a built-in set: a whole number from 0 (sets hold well under this many). */
const isPosition = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) < 10_000;

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: DEFAULT_SETTINGS,
  reducers: {
    settingToggled(state, action: PayloadAction<ToggleSetting>) {
      state[action.payload] = !state[action.payload];
    },
    languageChosen(state, action: PayloadAction<LanguageCode>) {
      state.language = action.payload;
    },
    consentGiven(state, action: PayloadAction<boolean>) {
      state.analyticsConsent = action.payload;
    },
    introSeen(state) {
      state.seenIntro = true;
    },
    tutorialSeen(state, action: PayloadAction<TutorialLand>) {
      if (!state.tutorialsSeen.includes(action.payload)) state.tutorialsSeen.push(action.payload);
    },
    /**
     * A practice game at position `at` ended: the kind moves on to its next puzzle, and a
     * completed one counts in its progress and finishes the kind.
     */
    practicePlayed(
      state,
      action: PayloadAction<{ kind: PracticeKind; at: number; next: number; completed: boolean }>,
    ) {
      const { kind, at, next, completed } = action.payload;
      if (!isPracticeKind(kind) || !isPosition(next) || !isPosition(at)) return;
      state.practiceNext[kind] = next;
      if (!completed) return;
      if (!state.practiceDone.includes(kind)) state.practiceDone.push(kind);
      const solved = (state.practiceSolved[kind] ??= []);
      if (!solved.includes(at)) solved.push(at);
    },
    practiceTutorialSeen(state, action: PayloadAction<PracticeTutorial>) {
      const seen = action.payload;
      if (PRACTICE_TUTORIALS.includes(seen) && !state.practiceTutorialsSeen.includes(seen))
        state.practiceTutorialsSeen.push(seen);
    },
    /** The player asked to see these tutorials again (the side menu while practising). */
    practiceTutorialsForgotten(state, action: PayloadAction<readonly PracticeTutorial[]>) {
      state.practiceTutorialsSeen = state.practiceTutorialsSeen.filter(
        (seen) => !action.payload.includes(seen),
      );
    },
    puzzleChosen(state, action: PayloadAction<PuzzleChoice>) {
      if (isChoice(action.payload)) state.selected = action.payload;
    },
  },
  selectors: {
    selectSettings: (s) => s,
    selectLanguage: (s) => s.language,
    selectChoice: (s) => s.selected,
    selectConsent: (s) => s.analyticsConsent,
  },
});

export const {
  settingToggled,
  languageChosen,
  puzzleChosen,
  consentGiven,
  introSeen,
  tutorialSeen,
  practicePlayed,
  practiceTutorialSeen,
  practiceTutorialsForgotten,
} = settingsSlice.actions;
export const { selectSettings, selectLanguage, selectChoice, selectConsent } = settingsSlice.selectors;

export const SETTINGS_STORAGE_KEY = 'czeus.settings';

/** A saved record by practice kind, each kind's entry kept as far as `valid` makes it one. */
function perKind<T>(
  saved: unknown,
  valid: (entry: unknown) => T | undefined,
): Partial<Record<PracticeKind, T>> {
  const kept: Partial<Record<PracticeKind, T>> = {};
  if (!saved || typeof saved !== 'object') return kept;
  for (const kind of PRACTICE_KINDS) {
    const entry = Object.hasOwn(saved, kind) ? valid((saved as Record<string, unknown>)[kind]) : undefined;
    if (entry !== undefined) kept[kind] = entry;
  }
  return kept;
}

/** Saved settings as far as they are still valid; anything else falls back to the default. */
export function restoreSettings(saved: string | null): SettingsState {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(saved ?? '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // A damaged entry is ignored, not fatal.
  }
  const restored: SettingsState = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof SettingsState)[]) {
    const value = raw[key];
    if (key === 'language') {
      if (isLanguageCode(value)) restored.language = value;
    } else if (key === 'analyticsConsent') {
      if (typeof value === 'boolean') restored.analyticsConsent = value;
    } else if (key === 'selected') {
      if (isChoice(value))
        restored.selected = { level: value.level, shape: value.shape, difficulty: value.difficulty };
    } else if (key === 'tutorialsSeen') {
      if (Array.isArray(value))
        restored.tutorialsSeen = TUTORIAL_LANDS.filter((land) => value.includes(land));
    } else if (key === 'practiceTutorialsSeen') {
      if (Array.isArray(value))
        restored.practiceTutorialsSeen = PRACTICE_TUTORIALS.filter((seen) => value.includes(seen));
    } else if (key === 'practiceDone') {
      if (Array.isArray(value)) restored.practiceDone = PRACTICE_KINDS.filter((kind) => value.includes(kind));
    } else if (key === 'practiceNext') {
      restored.practiceNext = perKind(value, (next) => (isPosition(next) ? next : undefined));
    } else if (key === 'practiceSolved') {
      restored.practiceSolved = perKind(value, (solved) =>
        Array.isArray(solved) ? [...new Set(solved.filter(isPosition))] : undefined,
      );
    } else if (typeof value === 'boolean') {
      restored[key] = value;
    }
  }
  return restored;
}
