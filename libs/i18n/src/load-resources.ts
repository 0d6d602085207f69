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

// The play, hint and practice screens' texts (namespaces play, hints, practice), one chunk per
// language: home draws none of them, and its first load must stay under 100,000 bytes.
const PLAY_LOADERS: Record<LanguageCode, () => Promise<ResourceTree>> = {
  en: () => import('./locales/play/en.js').then((m) => m.play),
  no: () => import('./locales/play/no.js').then((m) => m.play),
  cmn: () => import('./locales/play/cmn.js').then((m) => m.play),
  es: () => import('./locales/play/es.js').then((m) => m.play),
  fa: () => import('./locales/play/fa.js').then((m) => m.play),
  it: () => import('./locales/play/it.js').then((m) => m.play),
  ru: () => import('./locales/play/ru.js').then((m) => m.play),
  sl: () => import('./locales/play/sl.js').then((m) => m.play),
};

/** The `play`, `hints` and `practice` namespaces of a language, by namespace. */
export function loadPlayTexts(code: LanguageCode): Promise<ResourceTree> {
  return PLAY_LOADERS[code]();
}

// The account screens' texts and the server's error texts (namespaces account, errors), one
// chunk per language: loaded with the login screen and the overlays, not with home.
const ACCOUNT_LOADERS: Record<LanguageCode, () => Promise<ResourceTree>> = {
  en: () => import('./locales/account/en.js').then((m) => m.account),
  no: () => import('./locales/account/no.js').then((m) => m.account),
  cmn: () => import('./locales/account/cmn.js').then((m) => m.account),
  es: () => import('./locales/account/es.js').then((m) => m.account),
  fa: () => import('./locales/account/fa.js').then((m) => m.account),
  it: () => import('./locales/account/it.js').then((m) => m.account),
  ru: () => import('./locales/account/ru.js').then((m) => m.account),
  sl: () => import('./locales/account/sl.js').then((m) => m.account),
};

/** The `account` and `errors` namespaces of a language, by namespace. */
export function loadAccountTexts(code: LanguageCode): Promise<ResourceTree> {
  return ACCOUNT_LOADERS[code]();
}

/** The `lessons` namespace of a language. */
export function loadLessons(code: LanguageCode): Promise<ResourceTree> {
  return LESSON_LOADERS[code]();
}
