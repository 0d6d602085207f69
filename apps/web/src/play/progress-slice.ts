import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { type AutoProgress, INITIAL_PROGRESS } from '@czeus/game';
import { rootReducer } from '../store/store';

/**
 * Auto-progress (spec): the counters and the step of the sequence Continue moves along. Kept in
 * this browser like the settings (progress-storage.ts); restored when the play chunk joins.
 */
export const progressSlice = createSlice({
  name: 'progress',
  initialState: INITIAL_PROGRESS,
  reducers: {
    progressRestored: (_, action: PayloadAction<AutoProgress>) => action.payload,
    /** A result counted, or Continue moving the step: the whole new value. */
    progressChanged: (_, action: PayloadAction<AutoProgress>) => action.payload,
  },
  selectors: {
    selectProgress: (s) => s,
  },
});

declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's members come from WithSlice
  export interface LazyLoadedSlices extends WithSlice<typeof progressSlice> {}
}

const injected = progressSlice.injectInto(rootReducer);

export const { progressRestored, progressChanged } = progressSlice.actions;
export const { selectProgress } = injected.selectors;
