import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  LOCALE_TAG,
  loadLessons,
  loadResources,
  type LanguageCode,
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

/** The tutorial screens asked for the `lessons` texts: a new language loads them too. */
let lessonsWanted = false;

async function loadLessonsOf(code: LanguageCode): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'lessons'))
    i18next.addResourceBundle(code, 'lessons', await loadLessons(code), true, true);
}

/** Loads the language's texts (one chunk each) and switches the interface to it. */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'shell')) {
    const resources = await loadResources(code);
    for (const [ns, tree] of Object.entries(resources)) i18next.addResourceBundle(code, ns, tree, true, true);
  }
  if (lessonsWanted) await loadLessonsOf(code);
  await i18next.changeLanguage(code);
  applyDocumentLanguage(code);
}

/**
 * The tutorials' texts (the `lessons` namespace), a chunk of their own per language that home
 * does not load: true once they are there for the interface's language.
 */
export function useLessonTexts(): boolean {
  const { i18n } = useTranslation();
  const code = i18n.language as LanguageCode;
  const [ready, setReady] = useState(() => i18next.hasResourceBundle(code, 'lessons'));
  useEffect(() => {
    lessonsWanted = true;
    let live = true;
    void loadLessonsOf(code).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [code]);
  return ready;
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
