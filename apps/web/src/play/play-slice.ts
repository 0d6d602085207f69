import { createSlice, original, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { GemSpendReason, ScoreResponse } from '@czeus/contract';
import {
  applyEvent,
  COUNTDOWN_SECONDS,
  type GameEvent,
  type GameState,
  INITIAL_STATE,
  type LevelUp,
  type Outcome,
  playSeconds,
} from '@czeus/game';
import type { Hint, PuzzleRecord } from '@czeus/puzzle';
import { rootReducer, type RootState } from '../store/store';
import { type CellRef, type Directions, type PlayMode, REGULAR_PLAY } from './play-mode';

/** Any game event without its time: the action's `prepare` stamps it, never the reducer. */
type Untimed<E> = E extends GameEvent ? Omit<E, 'at'> : never;
export type PlayerEvent = Untimed<Exclude<GameEvent, { type: 'puzzleLoaded' }>>;

/** What holds play besides a hint being read (spec: overlays, a hidden tab, no room for the board). */
export interface Holds {
  overlay: boolean;
  blocked: boolean;
  hidden: boolean;
}

/**
 * The smart hint on screen: what it opens with (`lead`), More for the longer explanation
 * (`full`), its steps shown so far.
 */
export interface OpenHint {
  lead: Hint;
  full?: Hint;
  showFull: boolean;
  shown: number;
  /** The player went back to the board with the hint still open: play goes on. */
  acting: boolean;
}

/** Where a game's score post stands: sent, acknowledged, trying again, or refused for good. */
/** `waiting`: kept on the device while there is no network, sent when it returns. */
export type SaveState = 'saving' | 'saved' | 'retrying' | 'waiting' | 'refused';

export interface ScoreStatus {
  gameId: string;
  state: SaveState;
  /** The server's figures once it recorded the game. */
  recorded?: ScoreResponse;
  /** What the result did to auto-progress: where Continue leads. */
  levelUp: LevelUp;
}

/**
 * The game on the play screen: libs/game's state, its log, and what the screen shows of it.
 * Where it is drawn and the effects over it are the stage slice's (stage-slice.ts).
 */
export interface PlayState {
  game: GameState;
  /** Events accepted since loading, in order: what `POST /api/game/score` replays. */
  log: GameEvent[];
  /** The game's name: its gem purchases and its score post carry it. */
  gameId: string | null;
  outcome: Outcome | null;
  rejection: string | null;
  /** Seconds of the start countdown still to show; 0 is "Go!". */
  countdown: number;
  holds: Holds;
  hint: OpenHint | null;
  /** After the end (spec: show puzzle) the board shows the solution. */
  solutionShown: boolean;
  /** After the end of a game that left clues hidden, the board is back for solving them (spec). */
  cluesOpened: boolean;
  score: ScoreStatus | null;
  /** The screen's mode (play-mode.ts): which pieces show, whether the game counts, its end. */
  mode: PlayMode;
  /** The script's current step (tutorials, practice), or null in free play. */
  script: Directions | null;
  /** The mode's opening card is being read: play waits for it. */
  openingCard: boolean;
  /** A purchase waits for the player's OK (the spend warning, which pauses play). */
  spendAsked: GemSpendReason | null;
  /** The player has been idle long enough to be reminded of the smart hint (once a game). */
  hintReminder: 'due' | 'shown' | null;
  /** A clue drill's next clue half to try, lit after the player has been idle a while. */
  suggestion: CellRef | null;
}

const initialState: PlayState = {
  game: INITIAL_STATE,
  log: [],
  gameId: null,
  outcome: null,
  rejection: null,
  countdown: COUNTDOWN_SECONDS,
  holds: { overlay: false, blocked: false, hidden: false },
  hint: null,
  solutionShown: false,
  cluesOpened: false,
  score: null,
  mode: REGULAR_PLAY,
  script: null,
  openingCard: false,
  spendAsked: null,
  hintReminder: null,
  suggestion: null,
};

/** Milliseconds on a clock that never goes back (the game rejects time going backwards). */
const now = () => Math.round(performance.now());

export const playSlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    gameStarted: {
      reducer(
        state: PlayState,
        action: PayloadAction<{
          record: PuzzleRecord;
          gems: number;
          mode: PlayMode;
          gameId: string;
          at: number;
        }>,
      ) {
        const { record, gems, mode, gameId, at } = action.payload;
        const loaded = applyEvent(INITIAL_STATE, {
          type: 'puzzleLoaded',
          at,
          record,
          gems,
          clueGoal: mode.clueDrill,
          hintsFree: mode.hintsFree,
          zen: mode.zen,
          lives: mode.marathon?.lives,
        });
        const fresh: PlayState = {
          ...initialState,
          holds: state.holds,
          mode,
          openingCard: !!mode.openingCard,
        };
        return loaded.ok ? { ...fresh, game: loaded.state, gameId } : { ...fresh, rejection: loaded.reason };
      },
      prepare: (record: PuzzleRecord, gems: number, mode: PlayMode = REGULAR_PLAY) => ({
        payload: { record, gems, mode, gameId: crypto.randomUUID(), at: now() },
      }),
    },
    played: {
      reducer(state: PlayState, action: PayloadAction<GameEvent>) {
        // libs/game works on plain objects: hand it the state as it was, not Immer's draft.
        const base = original(state) as PlayState;
        const applied = applyEvent(base.game, action.payload);
        // A refused purchase still says what follows (the depleted sound, the ad).
        if (!applied.ok) return { ...base, rejection: applied.reason, outcome: applied.outcome ?? null };
        // Ticks only move the clock and every event carries its time: the log leaves them out.
        // A found number ends the hint that led to it.
        const found = applied.outcome.kind === 'correct' || applied.outcome.kind === 'revealed';
        return {
          ...base,
          game: applied.state,
          log: action.payload.type === 'ticked' ? base.log : [...base.log, action.payload],
          outcome: applied.outcome,
          rejection: null,
          hint: found ? null : base.hint,
        };
      },
      prepare: (event: PlayerEvent) => ({ payload: { ...event, at: now() } as GameEvent }),
    },
    /** The play screen left: the game ends unseen (its clock and countdown stop with it). */
    playLeft: (): PlayState => initialState,
    countdownTicked(state: PlayState) {
      state.countdown = Math.max(0, state.countdown - 1);
    },
    holdsChanged(state: PlayState, action: PayloadAction<Partial<Holds>>) {
      state.holds = { ...state.holds, ...action.payload };
    },
    hintOpened(state: PlayState, action: PayloadAction<{ lead: Hint; full?: Hint }>) {
      state.hint = { ...action.payload, showFull: false, shown: 1, acting: false };
    },
    hintToggled(state: PlayState) {
      if (state.hint) state.hint = { ...state.hint, showFull: !state.hint.showFull, shown: 1 };
    },
    hintStepShown(state: PlayState) {
      if (state.hint) state.hint.shown += 1;
    },
    /** The player went back to the board: the hint stays in view, play resumes. */
    hintActedOn(state: PlayState) {
      if (state.hint && !state.hint.acting) state.hint.acting = true;
    },
    hintClosed(state: PlayState) {
      state.hint = null;
    },
    solutionToggled(state: PlayState, action: PayloadAction<boolean>) {
      state.solutionShown = action.payload;
    },
    cluesToggled(state: PlayState, action: PayloadAction<boolean>) {
      state.cluesOpened = action.payload;
    },
    scoreChanged(state: PlayState, action: PayloadAction<ScoreStatus>) {
      if (action.payload.gameId === state.gameId) state.score = action.payload;
    },
    /** The player read the mode's opening card: play may start. */
    openingCardClosed(state: PlayState) {
      state.openingCard = false;
    },
    spendWarned(state: PlayState, action: PayloadAction<GemSpendReason>) {
      state.spendAsked = action.payload;
    },
    spendWarningClosed(state: PlayState) {
      state.spendAsked = null;
    },
    hintReminded(state: PlayState) {
      if (state.hintReminder === null) state.hintReminder = 'due';
    },
    hintReminderDismissed(state: PlayState) {
      if (state.hintReminder === 'due') state.hintReminder = 'shown';
    },
    directionsChanged(state: PlayState, action: PayloadAction<Directions | null>) {
      state.script = action.payload;
    },
    clueSuggested(state: PlayState, action: PayloadAction<CellRef | null>) {
      state.suggestion = action.payload;
    },
  },
  // A component selects only what it draws: the game object is new on every clock tick, so a
  // component holding it would draw again each second. Each of these keeps its reference until
  // what it names changes; the clock is selectSecondsLeft's alone.
  selectors: {
    /** All of it, for listeners and thunks that read the state once, never for a component. */
    selectPlay: (s) => s,
    /** libs/game's state: new each second while the clock runs; pick from it, or read it outside React. */
    selectGame: (s) => s.game,
    selectGameId: (s) => s.gameId,
    /** The game's latest move: clock ticks are not moves. */
    selectLastMove: (s) => s.log.at(-1),
    /** What the latest accepted event did; the first tick after a move turns it to 'none'. */
    selectOutcome: (s) => s.outcome,
    selectCountdown: (s) => s.countdown,
    selectMode: (s) => s.mode,
    selectScript: (s) => s.script,
    selectOpeningCard: (s) => s.openingCard,
    selectHint: (s) => s.hint,
    selectHintReminder: (s) => s.hintReminder,
    selectSpendAsked: (s) => s.spendAsked,
    selectSolutionShown: (s) => s.solutionShown,
    selectCluesOpened: (s) => s.cluesOpened,
    selectScore: (s) => s.score,
  },
});

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's members come from WithSlice
  export interface LazyLoadedSlices extends WithSlice<typeof playSlice> {}
}

// The slice (and libs/game with it) arrives with the play screen's chunk and joins the store then.
const injected = playSlice.injectInto(rootReducer);

export const {
  gameStarted,
  played,
  playLeft,
  countdownTicked,
  holdsChanged,
  hintOpened,
  hintToggled,
  hintStepShown,
  hintActedOn,
  hintClosed,
  solutionToggled,
  cluesToggled,
  scoreChanged,
  openingCardClosed,
  directionsChanged,
  clueSuggested,
  spendWarned,
  spendWarningClosed,
  hintReminded,
  hintReminderDismissed,
} = playSlice.actions;
export const {
  selectPlay,
  selectGame,
  selectGameId,
  selectLastMove,
  selectOutcome,
  selectCountdown,
  selectMode,
  selectScript,
  selectOpeningCard,
  selectHint,
  selectHintReminder,
  selectSpendAsked,
  selectSolutionShown,
  selectCluesOpened,
  selectScore,
} = injected.selectors;

/** The game's phase: it moves a few times a game, never with the clock. */
export const selectPhase = (state: RootState) => selectGame(state).phase;
/** The puzzle played: the same object all game long. */
export const selectRecord = (state: RootState) => selectGame(state).record;

/** Whole seconds left to play, as the bar shows them; a running pause does not count. Zen has no clock. */
export function secondsLeft(game: GameState): number {
  if (!game.record || game.startedAt === null || game.zen) return Infinity;
  return Math.ceil(game.record.timeAllowed - playSeconds(game));
}

/** The clock as the bar shows it, 0 to the time allowed: the one figure a tick changes. */
export const selectSecondsLeft = (state: RootState): number => {
  const game = selectGame(state);
  return game.record ? Math.max(0, Math.min(game.record.timeAllowed, secondsLeft(game))) : 0;
};

/** The score post of the game on screen, not a late answer about an earlier one. */
export const selectScoreStatus = (state: RootState): ScoreStatus | null => {
  const score = selectScore(state);
  return score?.gameId === selectGameId(state) ? score : null;
};

/** Is the player reading a hint (which pauses play) rather than acting on it? */
export const isReadingHint = (play: PlayState) => play.hint !== null && !play.hint.acting;
