import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAppDispatch } from '../store/hooks';
import { landTutorialSeen } from './land-prompt';
import type { OpeningCard as Card } from './play-mode';
import { openingCardClosed } from './play-slice';

/**
 * A mode's opening card (practice screens and zen open with one; regular play in a land whose
 * tutorial is unseen opens with the prompt "Tutorial or Play"): its title and text, and
 * Continue, which opens after the card's delay so a quick tap does not skip it unread. Play
 * waits for it (the clock starts once it is closed).
 */
export function OpeningCard({ card, picture, level }: { card: Card; picture?: ReactNode; level?: number }) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [ready, setReady] = useState(card.continueAfterMs === 0);
  useEffect(() => {
    if (card.continueAfterMs === 0) return;
    const timer = setTimeout(() => setReady(true), card.continueAfterMs);
    return () => clearTimeout(timer);
  }, [card.continueAfterMs]);
  const { tutorial } = card;
  const params = tutorial ? { ...card.params, land: t(`shell:land.${tutorial.land}`) } : card.params;
  const play = () => {
    if (!ready) return;
    if (tutorial) dispatch(landTutorialSeen(tutorial.land));
    dispatch(openingCardClosed());
  };
  return (
    // Opaque: the board under it is not to be studied before the clock runs. In the land's colours.
    <div className={`opening-card__backdrop opening-card--land-${level ?? 1}`}>
      <section
        className="opening-card land-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby="opening-card-title"
      >
        <h2 id="opening-card-title">{t(card.title, params)}</h2>
        {picture}
        <p>{t(card.body, params)}</p>
        <div className="opening-card__actions">
          {tutorial && (
            <button
              type="button"
              className="button"
              onClick={() => {
                dispatch(landTutorialSeen(tutorial.land));
                navigate(tutorial.path);
              }}
            >
              {t('shell:menu.tutorial')}
            </button>
          )}
          <button type="button" className="button button--primary" aria-disabled={!ready} onClick={play}>
            {t(card.action ?? (tutorial ? 'landPromptPlay' : 'next'))}
          </button>
        </div>
      </section>
    </div>
  );
}
