import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { playPath } from '../home/PuzzleSlider';
import { type Land, TUTORIAL_PAGES, tutorialNeighbours } from './tutorial-pages';
import { puzzleChosen, selectChoice } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

interface TutorialNavProps {
  land: Land;
  page: number;
  /** The page's step is done: Next opens. */
  done: boolean;
  /** A tap on the background: Next pulses (spec: 3 s). */
  pulsing: boolean;
}

/**
 * The tutorial's frame (spec section 2): where the player is, Back, Next, Exit to home, a skip
 * link to play, and on a land's last page Play, which picks that land, shape 1 and the current
 * difficulty.
 */
export function TutorialNav({ land, page, done, pulsing }: TutorialNavProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const choice = useAppSelector(selectChoice);
  const { next, back } = tutorialNeighbours(land, page);
  const last = page === TUTORIAL_PAGES[land];
  const level = (['summerland', 'autumnland', 'winterland'] as const).indexOf(land) + 1;
  const play = () => {
    const difficulty = Math.min(choice.difficulty, level + 1);
    dispatch(puzzleChosen({ level, shape: 1, difficulty }));
    navigate(playPath(level, 1, difficulty));
  };
  return (
    <nav className="tutorial-nav" aria-label={t('tutorial.nav')}>
      <p className="tutorial-nav__where">
        <span className="tutorial-nav__where-long">
          {t('screen.tutorial', { land: t(`land.${land}`), page, pages: TUTORIAL_PAGES[land] })}
        </span>
        {/* A phone in landscape has room for "3/6" beside the buttons; readers hear the long form. */}
        <span className="tutorial-nav__where-short" aria-hidden="true">
          {page}/{TUTORIAL_PAGES[land]}
        </span>
      </p>
      <div className="tutorial-nav__buttons">
        <Link href="/" className="button">
          {t('tutorial.exit')}
        </Link>
        <Link href="/play" className="tutorial-nav__skip">
          {t('tutorial.skip')}
        </Link>
        <button type="button" className="button" disabled={!back} onClick={() => back && navigate(back)}>
          {t('tutorial.back')}
        </button>
        {last && (
          <button type="button" className="button" onClick={play}>
            {t('tutorial.play', { land: t(`land.${land}`) })}
          </button>
        )}
        <button
          type="button"
          className={`button button--primary${pulsing ? ' is-pulsing' : ''}`}
          aria-disabled={!done}
          onClick={() => done && navigate(next)}
        >
          {t('tutorial.next')}
        </button>
      </div>
    </nav>
  );
}
