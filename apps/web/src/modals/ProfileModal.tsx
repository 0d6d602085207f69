import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorKey } from '@czeus/contract';
import { errorKeyOf } from '../store/form-error';
import { useProfileQuery, useRenameMutation } from '../store/api';
import { HashModal } from '../frame/HashModal';
import { closeModal } from '../frame/location-hash';
import { addStatsTexts } from '../stats/stats-texts';
import '../frame/forms.css';
import './profile.css';

addStatsTexts();

/** How long a profile that failed to load says so before its overlay closes. */
export const PROFILE_FAILED_CLOSE_MS = 3000;

/** #profile: top score, total score, games, gems, and the name (registered players may change it). */
export function ProfileModal() {
  const { t } = useTranslation('account');
  const { data: profile, isError } = useProfileQuery();
  // Spec: a profile that fails to load closes; it says why first (one kept from before still shows).
  const failed = isError && !profile;
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(closeModal, PROFILE_FAILED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [failed]);
  const [rename, { isLoading }] = useRenameMutation();
  const [message, setMessage] = useState<{ key: ErrorKey | 'saved' } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const newName = String(new FormData(event.currentTarget).get('newName') ?? '');
    try {
      await rename({ newName }).unwrap();
      setMessage({ key: 'saved' });
    } catch (failure) {
      setMessage({ key: errorKeyOf(failure) });
    }
  };

  return (
    <HashModal name="profile" title={t('shell:menu.profile')}>
      {failed && <p role="alert">{t('profileFailed')}</p>}
      {profile && (
        <>
          <dl className="profile">
            {(
              [
                ['topScore', profile.topScore],
                ['totalScore', profile.totalScore],
                ['games', profile.gamesCount],
                ['gems', profile.gems],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="profile__figure">
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <a href="#stats" className="button">
            {t('stats:title')}
          </a>
          {profile.registered ? (
            <form className="form" onSubmit={(e) => void submit(e)}>
              <label className="form__field">
                <span>{t('rename')}</span>
                <input
                  name="newName"
                  defaultValue={profile.username ?? ''}
                  maxLength={36}
                  autoComplete="nickname"
                />
              </label>
              <p className="form__error" role="status">
                {message ? (message.key === 'saved' ? t('saved') : t(`errors:${message.key}`)) : ''}
              </p>
              <button type="submit" className="button button--primary" disabled={isLoading}>
                {t('save')}
              </button>
            </form>
          ) : (
            <p>{t('guestProfile')}</p>
          )}
        </>
      )}
    </HashModal>
  );
}
