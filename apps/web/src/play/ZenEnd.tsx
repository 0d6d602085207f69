import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import './end-screen.css';
import { playAgainAsked } from './play-again';
import { selectGame, selectSolutionShown, solutionToggled } from './play-slice';

/**
 * The end of a zen game: whether every number was right, and if not how many were not, with
 * the board to see them (red, each saying its answer to a screen reader). No figure is
 * counted up and nothing is posted: zen earns nothing, and the card says so once more.
 */
export function ZenEnd({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const game = useAppSelector(selectGame);
  const hidden = useAppSelector(selectSolutionShown);
  const wrong = game.guesses.filter((digit, cell) => digit && !game.values[cell]).length;
  return (
    <section
      className={`end-screen land-card end-screen--land-${game.record?.level ?? 1}`}
      aria-labelledby="end-title"
      hidden={hidden}
    >
      <h2 id="end-title">{wrong ? t('zenEndWrong', { count: wrong }) : t('zenEndRight')}</h2>
      <p>{t('zenEndNothing')}</p>
      <div className="end-screen__actions">
        <Link href="/" className="button">
          {t('shell:menu.home')}
        </Link>
        {wrong > 0 && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(solutionToggled(true))}
          >
            {t('zenShowBoard')}
          </button>
        )}
        <button type="button" className="button" onClick={() => dispatch(playAgainAsked())}>
          {t('playAgain')}
        </button>
        <button type="button" className={`button${wrong ? '' : ' button--primary'}`} onClick={onNext}>
          {t('newPuzzle')}
        </button>
      </div>
    </section>
  );
}
