import { withPlayTexts, withTexts } from '../i18n';
import { DailyCard } from './DailyCard';

/**
 * The daily's door from home's entry: home's card, and the loader of the daily's play screen,
 * in one small chunk that home's entry asks for at one place (screens/HomeScreen.tsx). Each
 * dynamic import in the entry costs its first load the names of the files it preloads, and
 * that load is held under 100,000 bytes (bench:web); the play screen's chunk is asked for from here.
 */

/** The card with its texts (the play pack, which home prefetches for Play anyway). */
export const loadDailyCard = () => withTexts(async () => ({ default: DailyCard }), 'play');

export const loadDailyPlayScreen = () =>
  withPlayTexts(() => import('./DailyPlayScreen')).then((m) => m.DailyPlayScreen);
