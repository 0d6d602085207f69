import type { LanguageCode } from './languages.js';
import { cmn } from './locales/cmn.js';
import { en, type Resources } from './locales/en.js';
import { es } from './locales/es.js';
import { fa } from './locales/fa.js';
import { it } from './locales/it.js';
import { no } from './locales/no.js';
import { ru } from './locales/ru.js';
import { sl } from './locales/sl.js';

export type { Resources };

/** All interface texts, one namespace per area of the product (`shell`, later `hints`, `play`, …). */
export const RESOURCES: Record<LanguageCode, Resources> = { en, no, cmn, es, fa, it, ru, sl };
