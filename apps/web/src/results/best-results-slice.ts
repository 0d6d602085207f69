import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../store/store';
import { beats, type BestResult, type Bests, slotKey } from './best-results';

export interface BestResultsState {
  bests: Bests;
  /** The game that set a new best, for its end screen's badge. */
  newBestGame: string | null;
}

const initialState: BestResultsState = { bests: {}, newBestGame: null };

/**
 * The bests per puzzle slot while playing (best-results.ts), restored from storage when the
 * play chunk joins the store and saved by play/listeners/best-results.ts.
 */
export const bestResultsSlice = createSlice({
  name: 'bestResults',
  initialState,
  reducers: {
    bestsRestored: (state, action: PayloadAction<Bests>) => {
      state.bests = action.payload;
    },
    /** A counted game ended with this result in its slot. */
    resultCounted: (
      state,
      { payload }: PayloadAction<BestResult & { gameId: string; level: number; shape: number }>,
    ) => {
      const slot = slotKey(payload.level, payload.shape);
      const result = { stars: payload.stars, score: payload.score };
      if (!beats(result, state.bests[slot])) return;
      state.bests = { ...state.bests, [slot]: result };
      state.newBestGame = payload.gameId;
    },
  },
  selectors: {
    selectBests: (s) => s.bests,
    selectNewBestGame: (s) => s.newBestGame,
  },
});

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's members come from WithSlice
  export interface LazyLoadedSlices extends WithSlice<typeof bestResultsSlice> {}
}

const injected = bestResultsSlice.injectInto(rootReducer);

export const { bestsRestored, resultCounted } = bestResultsSlice.actions;
export const { selectBests, selectNewBestGame } = injected.selectors;
