import { createSlice } from '@reduxjs/toolkit';
import { DEFAULT_TENANT } from '@czeus/contract';

/** Who this browser is to the server: sent as headers with every call. */
export interface SessionState {
  /** e.g. "k3v9x0q2m1p8a7z6c5d4", made once per browser. */
  sessionId: string;
  tenant: string;
}

export const initialSession = (sessionId: string): SessionState => ({ sessionId, tenant: DEFAULT_TENANT });

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession(''),
  reducers: {},
  selectors: {
    selectSessionId: (s) => s.sessionId,
    selectTenant: (s) => s.tenant,
  },
});

export const { selectSessionId, selectTenant } = sessionSlice.selectors;
