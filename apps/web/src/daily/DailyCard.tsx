import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDailyQuery } from '../store/api';
import { GAME_API_PATH } from '../store/api-slot';
import { useAppSelector } from '../store/hooks';
import { clockOf, timeUntil } from './daily-date';
import { dayOf, localeOf, localTimeOf, STREAK_MARK } from './daily-words';
import './daily-card.css';

/** The countdown to the next daily moves on once a minute: a render a minute, none per frame. */
const MINUTE_MS = 60_000;

function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Home's daily card, once the game API has joined the store (store/ProfileFeed.tsx joins it). */
export function DailyCard() {
  const joined = useAppSelector((state) => GAME_API_PATH in state);
  return joined ? <TodaysDaily /> : null;
}

/**
 * Home's first card: today's daily, what the player has done with it, their streak and when the
 * next one comes on their own clock. Fetched on every visit to home, so it shows a game just
 * played; nothing shows while it loads or when the server cannot say.
 */
function TodaysDaily() {
  const { t, i18n } = useTranslation('play');
  const { data } = useDailyQuery({ peek: '1' }, { refetchOnMountOrArgChange: true });
  const now = useMinuteClock();
  if (!data) return null;
  const locale = localeOf(i18n.language);
  const { state, streak } = data;
  const { hours, minutes } = timeUntil(data.next, now);
  const status = state?.solved
    ? t('daily.solved', { time: clockOf(state.playTime) })
    : state
      ? t('daily.tried')
      : t('daily.toPlay');
  return (
    <section className={`daily-card${state?.solved ? ' is-solved' : ''}`} aria-labelledby="daily-card-title">
      <h2 id="daily-card-title" className="daily-card__title">
        {t('daily.heading', { date: dayOf(data.date, locale) })}
      </h2>
      <p className="daily-card__status">
        {state?.solved && <span aria-hidden="true">✓ </span>}
        {status}
      </p>
      {streak.best > 0 && (
        <p className="daily-card__streak">
          <span aria-hidden="true">{STREAK_MARK}</span>
          {t('daily.streak', { current: streak.current, best: streak.best })}
        </p>
      )}
      <p className="daily-card__next">
        {t('daily.next', { at: localTimeOf(data.next, locale), hours, minutes })}
      </p>
      <Link href="/daily" className="button button--primary daily-card__play">
        {t(state ? 'daily.playAgain' : 'daily.play')}
      </Link>
    </section>
  );
}
