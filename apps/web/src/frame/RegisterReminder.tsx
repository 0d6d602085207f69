import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '../store/api';

/** Spec: the reminder shows from the guest's second finished game on. */
export const REMINDER_AFTER_GAMES = 2;

/**
 * Spec: a register-reminder button for a guest on /play after 2 games, once the puzzle is
 * finished: it stands on the end screen, under its actions (fixed in a corner, it covered
 * Continue on a phone in landscape).
 */
export function RegisterReminder() {
  const { t } = useTranslation('account');
  const { data: profile } = useProfileQuery();
  if (!profile || profile.registered || profile.gamesCount < REMINDER_AFTER_GAMES) return null;
  return (
    <a className="button register-reminder" href="#register-reminder">
      {t('saveProgress')}
    </a>
  );
}
