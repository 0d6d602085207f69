import type { LanguageCode } from './languages.js';
import type { ResourceTree } from './resource-tree.js';

// One chunk per language: no static import of a locale here, so bundlers split them.
const LOADERS: Record<LanguageCode, () => Promise<ResourceTree>> = {
  en: () => import('./locales/en.js').then((m) => m.en),
  no: () => import('./locales/no.js').then((m) => m.no),
  cmn: () => import('./locales/cmn.js').then((m) => m.cmn),
  es: () => import('./locales/es.js').then((m) => m.es),
  fa: () => import('./locales/fa.js').then((m) => m.fa),
  it: () => import('./locales/it.js').then((m) => m.it),
  ru: () => import('./locales/ru.js').then((m) => m.ru),
  sl: () => import('./locales/sl.js').then((m) => m.sl),
};

export function loadResources(code: LanguageCode): Promise<ResourceTree> {
  return LOADERS[code]();
}

// The tutorials' texts, one chunk per language too: only the tutorial and practice screens read them.
const LESSON_LOADERS: Record<LanguageCode, () => Promise<ResourceTree>> = {
  en: () => import('./locales/lessons/en.js').then((m) => m.lessons),
  no: () => import('./locales/lessons/no.js').then((m) => m.lessons),
  cmn: () => import('./locales/lessons/cmn.js').then((m) => m.lessons),
  es: () => import('./locales/lessons/es.js').then((m) => m.lessons),
  fa: () => import('./locales/lessons/fa.js').then((m) => m.lessons),
  it: () => import('./locales/lessons/it.js').then((m) => m.lessons),
  ru: () => import('./locales/lessons/ru.js').then((m) => m.lessons),
  sl: () => import('./locales/lessons/sl.js').then((m) => m.lessons),
};

/** The `lessons` namespace of a language. */
export function loadLessons(code: LanguageCode): Promise<ResourceTree> {
  return LESSON_LOADERS[code]();
}
