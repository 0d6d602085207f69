import { useTranslation } from 'react-i18next';
import { HashModal } from '../modals/HashModal';
import { closeModal, replaceModal } from '../modals/location-hash';
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
  return (
    <HashModal name="register-reminder" title={t('reminderTitle')}>
      <p>{t('reminderBody', { count: profile?.gamesCount ?? 2 })}</p>
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
