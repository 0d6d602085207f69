import type { LanguageCode } from './languages.js';
import { cmn } from './locales/cmn.js';
import { en } from './locales/en.js';
import { es } from './locales/es.js';
import { fa } from './locales/fa.js';
import { it } from './locales/it.js';
import { no } from './locales/no.js';
import { ru } from './locales/ru.js';
import { sl } from './locales/sl.js';
import type { ResourceTree } from './resource-tree.js';

export type { ResourceTree };

/**
 * All languages at once, for tests and tools. The web app loads one language at a time with
 * `loadResources` (load-resources.ts), so a player downloads only the texts they read.
 */
export const RESOURCES: Record<LanguageCode, ResourceTree> = { en, no, cmn, es, fa, it, ru, sl };
