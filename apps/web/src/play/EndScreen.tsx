import { useTranslation } from 'react-i18next';
import type { GameState } from '@czeus/game';
import type { ScoreResponse } from '@czeus/contract';

interface EndScreenProps {
  game: GameState;
  /** The server's figures once the score is recorded. */
  recorded: ScoreResponse | undefined;
  saving: 'saving' | 'saved' | 'retrying';
  onReplay: () => void;
  onNext: () => void;
}

/** Spec: the title follows the stars (3 cZeused, 2 time or errors, 1 completed, 0 failed). */
function titleKey(game: GameState): string {
  const stars = game.stars;
  const count = stars ? Number(stars.finished) + Number(stars.time) + Number(stars.noErrors) : 0;
  if (count === 3) return 'title3';
  if (count === 2) return stars?.time ? 'title2time' : 'title2errors';
  return count === 1 ? 'title1' : 'title0';
}

export function EndScreen({ game, recorded, saving, onReplay, onNext }: EndScreenProps) {
  const { t } = useTranslation('play');
  const stars =
    recorded?.stars ??
    (game.stars ? Number(game.stars.finished) + Number(game.stars.time) + Number(game.stars.noErrors) : 0);
  return (
    <section className="end-screen" aria-labelledby="end-title">
      <h2 id="end-title">{t(titleKey(game))}</h2>
      <p className="end-screen__stars" aria-label={t('stars', { count: stars })}>
        {'★'.repeat(stars)}
        {'☆'.repeat(3 - stars)}
      </p>
      <p>{t('finalScore', { score: recorded?.score ?? game.score })}</p>
      <p>{t('gemsEarned', { count: recorded?.gemsEarned ?? game.gemsEarned })}</p>
      <p role="status">{t(saving === 'retrying' ? 'saveFailed' : saving)}</p>
      <div className="end-screen__actions">
        <button type="button" className="button" onClick={onReplay}>
          {t('playAgain')}
        </button>
        <button type="button" className="button button--primary" onClick={onNext}>
          {t('newPuzzle')}
        </button>
      </div>
    </section>
  );
}
