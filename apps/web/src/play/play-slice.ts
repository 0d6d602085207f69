import { createSlice, original, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { applyEvent, type GameEvent, type GameState, INITIAL_STATE, type Outcome } from '@czeus/game';
import type { PuzzleRecord } from '@czeus/puzzle';
import { rootReducer } from '../store/store';

/** Any game event without its time: the action's `prepare` stamps it, never the reducer. */
type Untimed<E> = E extends GameEvent ? Omit<E, 'at'> : never;
export type PlayerEvent = Untimed<Exclude<GameEvent, { type: 'puzzleLoaded' }>>;

/** The game on the play screen: libs/game's state, the log the server will replay, and the last answer. */
export interface PlayState {
  game: GameState;
  /** Events accepted since loading, in order: what `POST /api/game/score` replays. */
  log: GameEvent[];
  /** Made once per game; names its gem purchases and its score post. */
  gameId: string | null;
  outcome: Outcome | null;
  rejection: string | null;
}

const initialState: PlayState = {
  game: INITIAL_STATE,
  log: [],
  gameId: null,
  outcome: null,
  rejection: null,
};

/** Milliseconds on a clock that never goes back (the game rejects time going backwards). */
const now = () => Math.round(performance.now());

export const playSlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    gameStarted: {
      reducer(_, action: PayloadAction<{ record: PuzzleRecord; gems: number; gameId: string; at: number }>) {
        const { record, gems, gameId, at } = action.payload;
        const loaded = applyEvent(INITIAL_STATE, { type: 'puzzleLoaded', at, record, gems });
        return loaded.ok
          ? { game: loaded.state, log: [], gameId, outcome: null, rejection: null }
          : { ...initialState, rejection: loaded.reason };
      },
      prepare: (record: PuzzleRecord, gems: number) => ({
        payload: { record, gems, gameId: crypto.randomUUID(), at: now() },
      }),
    },
    played: {
      reducer(state, action: PayloadAction<GameEvent>) {
        // libs/game works on plain objects: hand it the state as it was, not Immer's draft.
        const base = original(state) as PlayState;
        const applied = applyEvent(base.game, action.payload);
        if (!applied.ok) return { ...base, rejection: applied.reason, outcome: null };
        // Ticks only move the clock and every event carries its time: the log leaves them out.
        return {
          ...base,
          game: applied.state,
          log: action.payload.type === 'ticked' ? base.log : [...base.log, action.payload],
          outcome: applied.outcome,
          rejection: null,
        };
      },
      prepare: (event: PlayerEvent) => ({ payload: { ...event, at: now() } as GameEvent }),
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

export const { gameStarted, played } = playSlice.actions;
export const { selectPlay } = injected.selectors;
