import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_REWARD_GEMS } from '@czeus/game';
import { selectLoggedIn } from '../store/auth-slice';
import { useClaimDailyMutation, useProfileQuery } from '../store/api';
import { useAppSelector } from '../store/hooks';
import { HashModal } from './HashModal';
import { openModal, useLocationHash } from './location-hash';

/** The player's calendar day, "2026-11-23", as the server counts the daily reward. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * Spec: after login, when lastDaily is missing or not today, #daily opens; collecting it
 * claims the reward (once a day, the server decides).
 */
export function DailyModal() {
  const { t } = useTranslation('account');
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: profile } = useProfileQuery();
  const [claim, { data: claimed, isLoading }] = useClaimDailyMutation();
  const hash = useLocationHash();
  const [offered, setOffered] = useState(false);

  useEffect(() => {
    if (loggedIn && profile?.registered && profile.lastDaily !== today() && !offered && !hash) {
      setOffered(true);
      openModal('daily');
    }
  }, [loggedIn, profile, offered, hash]);

  return (
    <HashModal name="daily" title={t('dailyTitle')}>
      <p>{t('dailyBody', { count: DAILY_REWARD_GEMS })}</p>
      {claimed ? (
        <p role="status">{t('claimed')}</p>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={isLoading}
          onClick={() => void claim()}
        >
          {t('claim')}
        </button>
      )}
    </HashModal>
  );
}
