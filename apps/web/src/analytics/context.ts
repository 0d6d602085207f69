import { createContext, useContext } from 'react';
import type { Analytics } from './analytics';

const quiet: Analytics = { track: () => undefined, flush: async () => undefined, pending: () => 0 };

/** The app's analytics; without a provider (tests of a single component) nothing is tracked. */
export const AnalyticsContext = createContext<Analytics>(quiet);

export const useAnalytics = () => useContext(AnalyticsContext);
