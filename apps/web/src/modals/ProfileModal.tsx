import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorKey } from '@czeus/contract';
import { errorKeyOf } from '../store/form-error';
import { useProfileQuery, useRenameMutation } from '../store/api';
import { HashModal } from '../frame/HashModal';
import { addStatsTexts } from '../stats/stats-texts';
import '../frame/forms.css';
import './profile.css';

addStatsTexts();

/** #profile: top score, total score, games, gems, and the name (registered players may change it). */
export function ProfileModal() {
  const { t } = useTranslation('account');
  const { data: profile } = useProfileQuery();
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
