import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LANGUAGES, type LanguageCode } from '@czeus/i18n';
import { switchLanguage } from '../i18n';
import {
  languageChosen,
  practiceTutorialsForgotten,
  selectLanguage,
  selectSettings,
} from '../settings/settings-slice';
import { useLogout } from '../accounts/use-logout';
import { selectLoggedIn } from '../store/auth-slice';
import { selectProfile } from '../store/profile';
import { today } from './daily-offer';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { HashModal } from '../frame/HashModal';
import { playAgainAsked } from '../play/play-again';
import { closeModal } from '../frame/location-hash';
import { PRACTICE_SELECT_PATH, PRACTICE_TABLE } from '../practice/practice-kinds';
import { stageScreenAt } from '../routes/stage-paths';
import { addStatsTexts } from '../stats/stats-texts';
import { askToInstall, installOffered, needsIosHowTo } from '../offline/install-offer';
import { takeUpdate, waitingUpdate } from '../offline/update-offer';
import './side-menu.css';

addStatsTexts();

/**
 * The product's own website (spec: the menu links to it). Its address is not in the spec, so an
 * operator sets it at build time (VITE_WEBSITE_URL); without one the entry is left out.
 */
const WEBSITE_URL: string | undefined = import.meta.env.VITE_WEBSITE_URL;

/** Spec: the side menu's entries (the in-game ones join with the play screen). */
export function SideMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const loggedIn = useAppSelector(selectLoggedIn);
  const profile = useAppSelector(selectProfile);
  const [path] = useLocation();
  const logout = useLogout();
  const { practiceDone, practiceTutorialsSeen } = useAppSelector(selectSettings);
  const practising = PRACTICE_TABLE.find((kind) => kind.path === path);
  // Spec: offered "when not finished and not already done": the kind unfinished, a tutorial of it unseen.
  const undone = practising?.tutorials?.some((tutorial) => !practiceTutorialsSeen.includes(tutorial));
  const tutorials = undone && !practiceDone.includes(practising!.kind) ? practising!.tutorials : undefined;
  // Screens where a puzzle is being solved: regular play, the daily's and the practice screens.
  const screen = stageScreenAt(path);
  const solving = screen === 'play' || screen === 'daily' || screen === 'practice';
  // Read as the menu opens: asking closes it, and the next opening reads again.
  const [offered] = useState(installOffered);
  // A new version waiting: offered on home only, where a reload cuts no game short.
  const [update, setUpdate] = useState<ServiceWorker | null>(null);
  const [otherWindows, setOtherWindows] = useState(false);
  const home = path === '/';
  useEffect(() => {
    if (home) void waitingUpdate().then(setUpdate);
  }, [home]);

  const chooseLanguage = (code: LanguageCode) => {
    dispatch(languageChosen(code));
    void switchLanguage(code);
  };
  // Navigating from the menu replaces its history entry (dropping the hash, which closes
  // it), so the back button does not reopen the menu.
  const go = { replace: true };

  return (
    <HashModal name="sideMenu" title={t('menu.open')} placement="side">
      <nav className="side-menu" aria-label={t('menu.open')}>
        <Link href="/" {...go} className="side-menu__item">
          {t('menu.home')}
        </Link>
        {/* Spec: the profile entry is disabled when logged out. */}
        {loggedIn ? (
          <a href="#profile" className="side-menu__item">
            {t('menu.profile')}
          </a>
        ) : (
          <span className="side-menu__item side-menu__item--disabled" aria-disabled="true">
            {t('menu.profile')}
          </span>
        )}
        {/* Spec: the daily reward has an entry while today's is unclaimed (as useDailyOffer asks). */}
        {loggedIn && profile?.registered && profile.lastDaily !== today() && (
          <a href="#daily" className="side-menu__item">
            {t('account:dailyTitle')}
          </a>
        )}
        {/* Guests too. */}
        <a href="#stats" className="side-menu__item">
          {t('stats:menu')}
        </a>
        <label className="side-menu__item side-menu__language">
          <span>{t('menu.language')}</span>
          <select value={language} onChange={(e) => chooseLanguage(e.target.value as LanguageCode)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code === 'cmn' ? 'zh' : l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <a href="#contact" className="side-menu__item">
          {t('menu.contact')}
        </a>
        <a href="#rules" className="side-menu__item">
          {t('menu.rules')}
        </a>
        <a href="#options" className="side-menu__item">
          {t('menu.options')}
        </a>
        {path !== '/marathon' && (
          <Link href="/marathon" {...go} className="side-menu__item">
            {t('stats:marathonMenu')}
          </Link>
        )}
        <Link href="/tutorial" {...go} className="side-menu__item">
          {t('menu.tutorial')}
        </Link>
        {/* While solving, "Exit to practice" below says it. */}
        {!solving && (
          <Link href={PRACTICE_SELECT_PATH} {...go} className="side-menu__item">
            {t('menu.practice')}
          </Link>
        )}
        <Link href="/about" {...go} className="side-menu__item">
          {t('menu.about')}
        </Link>
        {offered && (
          <button
            type="button"
            className="side-menu__item"
            onClick={() => {
              closeModal();
              askToInstall();
            }}
          >
            {t('stats:install')}
          </button>
        )}
        {!offered && needsIosHowTo() && <p className="side-menu__note">{t('stats:installHowTo')}</p>}
        {home && update && (
          <button
            type="button"
            className="side-menu__item"
            onClick={() => void takeUpdate(update).then(() => setOtherWindows(true))}
          >
            {t('stats:update')}
          </button>
        )}
        {home && otherWindows && (
          <p className="side-menu__note" role="status">
            {t('stats:updateOtherWindows')}
          </p>
        )}
        {WEBSITE_URL && (
          <a href={WEBSITE_URL} className="side-menu__item" target="_blank" rel="noopener">
            {t('menu.website')}
          </a>
        )}
        {/* Spec (app frame): while solving, exit to practice and play again. */}
        {solving && (
          <>
            <button
              type="button"
              className="side-menu__item"
              onClick={() => {
                closeModal();
                dispatch(playAgainAsked());
              }}
            >
              {t('play:playAgain')}
            </button>
            <Link href={PRACTICE_SELECT_PATH} {...go} className="side-menu__item">
              {t('practice:exitToPractice')}
            </Link>
          </>
        )}
        {/* Spec (app frame): a practice with a step tutorial offers it until it is done or the kind finished. */}
        {tutorials && (
          <button
            type="button"
            className="side-menu__item"
            onClick={() => {
              closeModal();
              dispatch(practiceTutorialsForgotten(tutorials));
              dispatch(playAgainAsked());
            }}
          >
            {t('practice:replayTutorial')}
          </button>
        )}
        {loggedIn ? (
          <button
            type="button"
            className="side-menu__item"
            onClick={() => {
              logout();
              closeModal();
            }}
          >
            {t('menu.logout')}
          </button>
        ) : (
          <Link href="/login" {...go} className="side-menu__item">
            {t('menu.login')}
          </Link>
        )}
      </nav>
    </HashModal>
  );
}
