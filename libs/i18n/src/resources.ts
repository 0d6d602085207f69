import type { LanguageCode } from './languages.js';
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
import type { ResourceTree } from './resource-tree.js';

export type { ResourceTree };

/**
 * All languages at once, every namespace, for tests and tools. The web app loads one language
 * at a time with `loadResources` (load-resources.ts), and its `lessons` namespace apart with
 * `loadLessons`, so a player downloads only the texts they read.
 */
export const RESOURCES: Record<LanguageCode, ResourceTree> = {
  en: { ...en, lessons: enLessons },
  no: { ...no, lessons: noLessons },
  cmn: { ...cmn, lessons: cmnLessons },
  es: { ...es, lessons: esLessons },
  fa: { ...fa, lessons: faLessons },
  it: { ...it, lessons: itLessons },
  ru: { ...ru, lessons: ruLessons },
  sl: { ...sl, lessons: slLessons },
};
