import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useProfileQuery } from '../store/api';
import type { RootState } from '../store/store';
import { useAppSelector } from '../store/hooks';

/** Spec: the reminder shows from the guest's second finished game on. */
export const REMINDER_AFTER_GAMES = 2;

/** The play slice arrives with its chunk; before that there is no finished game. */
const selectFinished = (state: RootState) =>
  (state as { play?: { game: { phase: string } } }).play?.game.phase === 'finished';

/** Spec: a register-reminder button for a guest on /play after 2 games, once the puzzle is finished. */
export function RegisterReminder() {
  const { t } = useTranslation('account');
  const [path] = useLocation();
  const { data: profile } = useProfileQuery();
  const finished = useAppSelector(selectFinished);
  const show =
    path === '/play' &&
    finished &&
    profile &&
    !profile.registered &&
    profile.gamesCount >= REMINDER_AFTER_GAMES;
  if (!show) return null;
  return (
    <a className="button button--primary register-reminder" href="#register-reminder">
      {t('saveProgress')}
    </a>
  );
}
