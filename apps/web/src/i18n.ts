import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  LOCALE_TAG,
  loadAccountTexts,
  loadLessons,
  loadPlayTexts,
  loadResources,
  type LanguageCode,
  type ResourceTree,
} from '@czeus/i18n';

/** The spec lets the URL choose only no or en (`?lang=no`); a saved choice comes next, then the browser's. */
export function chooseLanguage(
  search: string,
  saved: string | null,
  browser: readonly string[],
): LanguageCode {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (fromUrl === 'no' || fromUrl === 'en') return fromUrl;
  if (isLanguageCode(saved)) return saved;
  for (const tag of browser) {
    const lang = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find(
      (l) => LOCALE_TAG[l.code] === lang || l.code === lang || (lang === 'nn' && l.code === 'no'),
    );
    if (match) return match.code;
  }
  return DEFAULT_LANGUAGE;
}

/** Sets the page's language and direction (Persian reads right to left). */
function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = LOCALE_TAG[code];
  document.documentElement.dir = LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/**
 * Texts loaded with the screens that read them, not with home (home's first load must stay under
 * 100,000 bytes): each a chunk per language, named by the namespace that tells whether it is here.
 */
const TEXT_PACKS = {
  play: { namespace: 'play', load: loadPlayTexts },
  account: { namespace: 'account', load: loadAccountTexts },
  lessons: {
    namespace: 'lessons',
    load: async (code: LanguageCode) => ({ lessons: await loadLessons(code) }),
  },
} satisfies Record<string, { namespace: string; load: (code: LanguageCode) => Promise<ResourceTree> }>;
export type TextPack = keyof typeof TEXT_PACKS;

/** The packs a screen has asked for: a new language loads them too. */
const wantedPacks = new Set<TextPack>();

async function loadPack(code: LanguageCode, pack: TextPack): Promise<void> {
  const { namespace, load } = TEXT_PACKS[pack];
  if (i18next.hasResourceBundle(code, namespace)) return;
  for (const [ns, tree] of Object.entries(await load(code)))
    i18next.addResourceBundle(code, ns, tree as ResourceTree, true, true);
}

/** A pack's texts in the interface's language, and in every language chosen from now on. */
export function wantTexts(pack: TextPack): Promise<void> {
  wantedPacks.add(pack);
  return loadPack(i18next.language as LanguageCode, pack);
}

/**
 * A screen's chunk with the packs of texts it reads, all asked for at once: the texts first, so
 * that the browser's six connections to the origin (HTTP/1.1) are not all taken by the screen's
 * chunks while its few kB of texts wait.
 */
export function withTexts<T>(screen: () => Promise<T>, ...packs: TextPack[]): Promise<T> {
  const texts = packs.map(wantTexts);
  return Promise.all([screen(), ...texts]).then(([loaded]) => loaded);
}

/**
 * A screen that plays: its chunk with the play texts; the account texts (the end screen's
 * register reminder) follow without being waited for.
 */
export function withPlayTexts<T>(screen: () => Promise<T>): Promise<T> {
  void wantTexts('account').catch(() => undefined);
  return withTexts(screen, 'play');
}

/** Loads the language's texts (one chunk each) and switches the interface to it. */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'shell')) {
    const resources = await loadResources(code);
    for (const [ns, tree] of Object.entries(resources)) i18next.addResourceBundle(code, ns, tree, true, true);
  }
  await Promise.all([...wantedPacks].map((pack) => loadPack(code, pack)));
  await i18next.changeLanguage(code);
  applyDocumentLanguage(code);
}

export async function initI18n(language: LanguageCode): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    ns: ['shell', 'errors', 'account', 'hints', 'play', 'home', 'lessons', 'practice'],
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    react: { bindI18nStore: 'added' },
  });
  await switchLanguage(language);
}
