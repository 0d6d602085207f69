import { LANGUAGES, LOCALE_TAG } from '@czeus/i18n';
import { selectLanguage } from '../settings/settings-slice';
import { useAppSelector } from '../store/hooks';

/** The interface language's locale tag for numbers and dates, and whether charts run right to left. */
export function useChartLanguage(): { locale: string; rtl: boolean } {
  const code = useAppSelector(selectLanguage);
  return { locale: LOCALE_TAG[code], rtl: LANGUAGES.find((l) => l.code === code)?.dir === 'rtl' };
}
