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
} from '@czeus/game';
import type { Hint, PuzzleRecord } from '@czeus/puzzle';
import { rootReducer } from '../store/store';
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

/** The smart hint on screen: gentle first, More for the whole step, its steps shown so far. */
export interface OpenHint {
  gentle: Hint;
  full?: Hint;
  showFull: boolean;
  shown: number;
  /** The player went back to the board with the hint still open: play goes on. */
  acting: boolean;
}

/** Where a game's score post stands: sent, acknowledged, trying again, or refused for good. */
export type SaveState = 'saving' | 'saved' | 'retrying' | 'refused';

export interface ScoreStatus {
  gameId: string;
  state: SaveState;
  /** The server's figures once it recorded the game. */
  recorded?: ScoreResponse;
  /** What the result did to auto-progress: where Continue leads. */
  levelUp: LevelUp;
}

/** A flight of gems between two named places of the page (`data-fx` anchors), for the stage. */
export interface Flight {
  id: number;
  kind: 'gems' | 'star';
  from: string;
  to?: string;
  count: number;
}

/** The board's box on the page, as the board component measured it; null with no board shown. */
export interface BoardBox {
  width: number;
  height: number;
  left: number;
  top: number;
  /** The screen is held wide: 2-squares and 6-squares turn to follow its long side. */
  landscape: boolean;
}

/** The game on the play screen: libs/game's state, its log, and what the screen shows of it. */
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
  score: ScoreStatus | null;
  /** Effects asked of the stage, oldest first; it plays each id once. */
  flights: Flight[];
  board: BoardBox | null;
  /** The screen's mode (play-mode.ts): which pieces show, whether the game counts, its end. */
  mode: PlayMode;
  /** The script's current step (tutorials, practice), or null in free play. */
  script: Directions | null;
  /** The mode's opening card is being read: play waits for it. */
  openingCard: boolean;
  /** The game whose board the stage has drawn (its first frame): the countdown waits for it. */
  drawnGame: string | null;
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
  score: null,
  flights: [],
  board: null,
  mode: REGULAR_PLAY,
  script: null,
  openingCard: false,
  drawnGame: null,
  spendAsked: null,
  hintReminder: null,
  suggestion: null,
};

/** Effects kept for the stage to catch up with: more would be a backlog nobody sees. */
const MAX_FLIGHTS = 8;
let flightIds = 0;

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
        });
        const fresh: PlayState = {
          ...initialState,
          holds: state.holds,
          flights: state.flights,
          board: state.board,
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
        if (!applied.ok) return { ...base, rejection: applied.reason, outcome: null };
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
    /** The stage drew this game's board for the first time (a frame, not a build). */
    boardDrawn(state: PlayState, action: PayloadAction<string>) {
      state.drawnGame = action.payload;
    },
    countdownTicked(state: PlayState) {
      state.countdown = Math.max(0, state.countdown - 1);
    },
    holdsChanged(state: PlayState, action: PayloadAction<Partial<Holds>>) {
      state.holds = { ...state.holds, ...action.payload };
    },
    hintOpened(state: PlayState, action: PayloadAction<{ gentle: Hint; full?: Hint }>) {
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
    boardPlaced(state: PlayState, action: PayloadAction<BoardBox | null>) {
      state.board = action.payload;
    },
    solutionToggled(state: PlayState, action: PayloadAction<boolean>) {
      state.solutionShown = action.payload;
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
    flightAsked: {
      reducer(state: PlayState, action: PayloadAction<Flight>) {
        state.flights = [...state.flights.slice(1 - MAX_FLIGHTS), action.payload];
      },
      prepare: (flight: Omit<Flight, 'id'>) => ({ payload: { ...flight, id: ++flightIds } }),
    },
  },
  selectors: {
    selectPlay: (s) => s,
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
  boardDrawn,
  countdownTicked,
  holdsChanged,
  hintOpened,
  hintToggled,
  hintStepShown,
  hintActedOn,
  hintClosed,
  boardPlaced,
  solutionToggled,
  scoreChanged,
  flightAsked,
  openingCardClosed,
  directionsChanged,
  clueSuggested,
  spendWarned,
  spendWarningClosed,
  hintReminded,
  hintReminderDismissed,
} = playSlice.actions;
export const { selectPlay } = injected.selectors;

/** Is the player reading a hint (which pauses play) rather than acting on it? */
export const isReadingHint = (play: PlayState) => play.hint !== null && !play.hint.acting;
