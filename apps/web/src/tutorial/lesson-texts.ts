import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@czeus/i18n';
import { wantTexts } from '../i18n';

/**
 * The tutorials' texts (the `lessons` namespace), a chunk of their own per language that home
 * does not load: true once they are there for the interface's language.
 */
export function useLessonTexts(): boolean {
  const { i18n } = useTranslation();
  const code = i18n.language as LanguageCode;
  const [ready, setReady] = useState(() => i18next.hasResourceBundle(code, 'lessons'));
  useEffect(() => {
    let live = true;
    void wantTexts('lessons').then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [code]);
  return ready;
}
