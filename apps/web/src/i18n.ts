import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  LOCALE_TAG,
  RESOURCES,
  type LanguageCode,
} from '@czeus/i18n';

export const LANGUAGE_STORAGE_KEY = 'czeus.language';

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
    const base = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find(
      (l) => LOCALE_TAG[l.code] === base || l.code === base || (base === 'nn' && l.code === 'no'),
    );
    if (match) return match.code;
  }
  return DEFAULT_LANGUAGE;
}

/** Sets the page's language and direction (Persian reads right to left). */
export function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = LOCALE_TAG[code];
  document.documentElement.dir = LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

export async function initI18n(language: LanguageCode): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: RESOURCES,
    ns: ['shell'],
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(language);
  return i18next;
}
