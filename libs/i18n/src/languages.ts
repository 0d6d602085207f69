/**
 * The interface languages (spec section 1): en and no first, as the original offers them,
 * then the six whose texts exist. `dir` drives the page's layout direction.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'no', name: 'Norsk', dir: 'ltr' },
  { code: 'cmn', name: '中文', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fa', name: 'فارسی', dir: 'rtl' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'sl', name: 'Slovenščina', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** BCP 47 tag for Intl and the `lang` attribute: Mandarin is written `zh` there, Norwegian Bokmål `nb`. */
export const LOCALE_TAG: Record<LanguageCode, string> = {
  en: 'en',
  no: 'nb',
  cmn: 'zh',
  es: 'es',
  fa: 'fa',
  it: 'it',
  ru: 'ru',
  sl: 'sl',
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}
