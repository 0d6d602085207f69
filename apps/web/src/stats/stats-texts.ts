import i18next from 'i18next';
import { STATS_TEXTS } from '@czeus/i18n';

/**
 * Joins the stats texts of every language to i18next (namespace `stats`), once: the modules
 * that read them (the side menu, the profile, the overlay) call it as they load.
 */
export function addStatsTexts(): void {
  for (const [code, tree] of Object.entries(STATS_TEXTS))
    if (!i18next.hasResourceBundle(code, 'stats')) i18next.addResourceBundle(code, 'stats', tree, true, true);
}
