import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { LanguageCode } from '@czeus/i18n';
import { switchLanguage } from '../i18n';
import { introSeen, languageChosen, selectLanguage } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** The intro's own language toggle offers the spec's two (the side menu offers all eight). */
const INTRO_LANGUAGES: { code: LanguageCode; label: string }[] = [
  { code: 'no', label: 'NO' },
  { code: 'en', label: 'EN' },
];

/**
 * Spec: animated planet, then the logo at 300 ms, the text at 1 s and Play now at 2 s (CSS
 * animation delays, so nothing waits on a script; the planet floats once Play is shown), a
 * Tutorial button and the no/en toggle.
 * Shown until the player has seen it once (seenIntro).
 */
export function IntroScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const [, navigate] = useLocation();
  const leave = (to: string) => {
    dispatch(introSeen());
    navigate(to);
  };
  return (
    <main className="intro">
      <div className="intro__planet" aria-hidden="true">
        <span className="intro__ring" />
      </div>
      <h1 className="intro__logo">{t('title')}</h1>
      <p className="intro__text">{t('tagline')}</p>
      <div className="intro__actions">
        <button type="button" className="button button--primary intro__play" onClick={() => leave('/')}>
          {t('intro.play')}
        </button>
        <button type="button" className="button intro__tutorial" onClick={() => leave('/tutorial')}>
          {t('intro.tutorial')}
        </button>
      </div>
      <div className="intro__languages" role="group" aria-label={t('intro.language')}>
        {INTRO_LANGUAGES.map(({ code, label }) => (
          <button
            key={code}
            type="button"
            className="intro__language"
            aria-pressed={language === code}
            lang={code === 'no' ? 'nb' : code}
            onClick={() => {
              dispatch(languageChosen(code));
              void switchLanguage(code);
            }}
          >
            {label}
          </button>
        ))}
      </div>
    </main>
  );
}
