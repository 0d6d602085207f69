import { AnalyticsEvents1763880000000 } from './1763880000000-analytics-events.js';

/** Every migration, oldest first; the same list runs on PGlite and PostgreSQL. */
export const MIGRATIONS = [AnalyticsEvents1763880000000];
