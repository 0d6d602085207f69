import type { LanguageCode } from '@czeus/i18n';

/**
 * The ALTCHA widget and its texts in the player's language, loaded only when the contact
 * form opens (about 35 kB gzip that no other screen needs). Static paths, so the bundler
 * makes one chunk per language.
 */
const WIDGET_TEXTS: Record<LanguageCode, () => Promise<unknown>> = {
  en: () => import('altcha/i18n/en'),
  no: () => import('altcha/i18n/nb'),
  cmn: () => import('altcha/i18n/zh-cn'),
  es: () => import('altcha/i18n/es-es'),
  fa: () => import('altcha/i18n/fa'),
  it: () => import('altcha/i18n/it'),
  ru: () => import('altcha/i18n/ru'),
  sl: () => import('altcha/i18n/sl'),
};

/** The widget's own language codes for ours. */
export const WIDGET_LANGUAGE: Record<LanguageCode, string> = {
  en: 'en',
  no: 'nb',
  cmn: 'zh-cn',
  es: 'es-es',
  fa: 'fa',
  it: 'it',
  ru: 'ru',
  sl: 'sl',
};

export async function loadAltchaWidget(language: LanguageCode): Promise<void> {
  await import('altcha');
  await WIDGET_TEXTS[language]();
}

/** What the widget's `statechange` event carries. */
export interface WidgetStateChange {
  state: 'verified' | 'verifying' | 'unverified' | 'expired' | 'error' | 'code';
  payload?: string;
}
