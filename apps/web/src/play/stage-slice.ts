import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../store/store';
import { gameStarted, playLeft } from './play-slice';

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

/**
 * Where the play screen is drawn and what the stage is asked to play over it: the board's box,
 * the effects, the game whose board is on screen. Apart from the game itself, so a box measured
 * or a flight asked wakes only what draws the board and its effects.
 */
export interface StageState {
  /** Effects asked of the stage, oldest first; it plays each id once. */
  flights: Flight[];
  board: BoardBox | null;
  /** The game whose board the stage has drawn (its first frame): the countdown waits for it. */
  drawnGame: string | null;
}

const initialState: StageState = { flights: [], board: null, drawnGame: null };

/** Effects kept for the stage to catch up with: more would be a backlog nobody sees. */
const MAX_FLIGHTS = 8;
let flightIds = 0;

export const stageSlice = createSlice({
  name: 'stage',
  initialState,
  reducers: {
    /** The stage drew this game's board for the first time (a frame, not a build). */
    boardDrawn(state: StageState, action: PayloadAction<string>) {
      state.drawnGame = action.payload;
    },
    boardPlaced(state: StageState, action: PayloadAction<BoardBox | null>) {
      state.board = action.payload;
    },
    flightAsked: {
      reducer(state: StageState, action: PayloadAction<Flight>) {
        state.flights = [...state.flights.slice(1 - MAX_FLIGHTS), action.payload];
      },
      prepare: (flight: Omit<Flight, 'id'>) => ({ payload: { ...flight, id: ++flightIds } }),
    },
  },
  extraReducers: (builder) =>
    builder
      // The board stays where it is and effects in the air finish; the new game is not drawn yet.
      .addCase(gameStarted, (state) => {
        state.drawnGame = null;
      })
      .addCase(playLeft, () => initialState),
  selectors: {
    selectFlights: (s) => s.flights,
    selectBoardBox: (s) => s.board,
    selectDrawnGame: (s) => s.drawnGame,
  },
});

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's members come from WithSlice
  export interface LazyLoadedSlices extends WithSlice<typeof stageSlice> {}
}

// Joins the store with the play screen's chunk, as the play slice does.
const injected = stageSlice.injectInto(rootReducer);

export const { boardDrawn, boardPlaced, flightAsked } = stageSlice.actions;
export const { selectFlights, selectBoardBox, selectDrawnGame } = injected.selectors;
