import { useTranslation } from 'react-i18next';
import { REMINDER_AFTER_GAMES } from '../frame/RegisterReminder';
import { HashModal } from '../frame/HashModal';
import { closeModal, replaceModal } from '../frame/location-hash';
import { useProfileQuery } from '../store/api';
import { LoginForms } from './LoginForms';

/** #register: create an account without leaving the screen (the guest's gems and games come along). */
export function RegisterModal() {
  const { t } = useTranslation('account');
  return (
    <HashModal name="register" title={t('register')}>
      <LoginForms initialMode="register" onDone={closeModal} />
    </HashModal>
  );
}

/** #register-reminder: spec, a guest who finished 2 games is asked to save their progress. */
export function RegisterReminderModal() {
  const { t } = useTranslation('account');
  const { data: profile } = useProfileQuery();
  // Opened directly (a link, before the reminder would offer itself): no count to boast of.
  const games = profile?.gamesCount ?? 0;
  return (
    <HashModal name="register-reminder" title={t('reminderTitle')}>
      <p>{games >= REMINDER_AFTER_GAMES ? t('reminderBody', { count: games }) : t('reminderBodyNoCount')}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={closeModal}>
          {t('later')}
        </button>
        <a
          className="button button--primary"
          href="#register"
          onClick={(event) => {
            // Replace the reminder with the form, so back returns to the game.
            event.preventDefault();
            replaceModal('register');
          }}
        >
          {t('saveProgress')}
        </a>
      </div>
    </HashModal>
  );
}
