import type { LanguageCode } from './languages.js';
import { STATS_TEXTS } from './locales/stats/index.js';
import { cmn } from './locales/cmn.js';
import { en } from './locales/en.js';
import { es } from './locales/es.js';
import { fa } from './locales/fa.js';
import { it } from './locales/it.js';
import { no } from './locales/no.js';
import { ru } from './locales/ru.js';
import { sl } from './locales/sl.js';
import { lessons as cmnLessons } from './locales/lessons/cmn.js';
import { lessons as enLessons } from './locales/lessons/en.js';
import { lessons as esLessons } from './locales/lessons/es.js';
import { lessons as faLessons } from './locales/lessons/fa.js';
import { lessons as itLessons } from './locales/lessons/it.js';
import { lessons as noLessons } from './locales/lessons/no.js';
import { lessons as ruLessons } from './locales/lessons/ru.js';
import { lessons as slLessons } from './locales/lessons/sl.js';
import { play as cmnPlay } from './locales/play/cmn.js';
import { play as enPlay } from './locales/play/en.js';
import { play as esPlay } from './locales/play/es.js';
import { play as faPlay } from './locales/play/fa.js';
import { play as itPlay } from './locales/play/it.js';
import { play as noPlay } from './locales/play/no.js';
import { play as ruPlay } from './locales/play/ru.js';
import { play as slPlay } from './locales/play/sl.js';
import { account as cmnAccount } from './locales/account/cmn.js';
import { account as enAccount } from './locales/account/en.js';
import { account as esAccount } from './locales/account/es.js';
import { account as faAccount } from './locales/account/fa.js';
import { account as itAccount } from './locales/account/it.js';
import { account as noAccount } from './locales/account/no.js';
import { account as ruAccount } from './locales/account/ru.js';
import { account as slAccount } from './locales/account/sl.js';
import type { ResourceTree } from './resource-tree.js';

export type { ResourceTree };

/**
 * A language's texts whole: its home chunk, its account pack (whose `shell` part joins home's
 * `shell`), its play pack, its lessons and its stats texts.
 */
function whole(
  home: ResourceTree,
  account: Record<'account' | 'errors' | 'shell', ResourceTree>,
  play: ResourceTree,
  lessons: ResourceTree,
  stats: ResourceTree,
): ResourceTree {
  return {
    ...home,
    ...account,
    shell: { ...(home.shell as ResourceTree), ...account.shell },
    ...play,
    lessons,
    stats,
  };
}

/**
 * All languages at once, every namespace, for tests and tools. The web app loads one language
 * at a time with `loadResources` (load-resources.ts), its account and play screens' texts apart
 * with `loadAccountTexts` and `loadPlayTexts`, and its `lessons` with `loadLessons`, so a player
 * downloads only the texts they read.
 */
export const RESOURCES: Record<LanguageCode, ResourceTree> = {
  en: whole(en, enAccount, enPlay, enLessons, STATS_TEXTS.en),
  no: whole(no, noAccount, noPlay, noLessons, STATS_TEXTS.no),
  cmn: whole(cmn, cmnAccount, cmnPlay, cmnLessons, STATS_TEXTS.cmn),
  es: whole(es, esAccount, esPlay, esLessons, STATS_TEXTS.es),
  fa: whole(fa, faAccount, faPlay, faLessons, STATS_TEXTS.fa),
  it: whole(it, itAccount, itPlay, itLessons, STATS_TEXTS.it),
  ru: whole(ru, ruAccount, ruPlay, ruLessons, STATS_TEXTS.ru),
  sl: whole(sl, slAccount, slPlay, slLessons, STATS_TEXTS.sl),
};
