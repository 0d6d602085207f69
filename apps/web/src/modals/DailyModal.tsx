import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DAILY_REWARD_GEMS } from '@czeus/game';
import { selectLoggedIn } from '../store/auth-slice';
import { gameApi, useClaimDailyMutation } from '../store/api';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { HashModal } from '../frame/HashModal';
import { landReward, placeOf } from '../rewards/reward-landing';

/**
 * #daily: collecting claims the day's reward (once a day: the server decides). The spec gives
 * it to logged-in players; a guest who opens it by its address is shown the way to log in.
 * Collected, the gems fly to the balance and the overlay closes itself. Closed without
 * collecting, it collects all the same (spec: "Closing it or pressing play claims the daily").
 */
export function DailyModal() {
  const { t } = useTranslation('account');
  const loggedIn = useAppSelector(selectLoggedIn);
  const [claim, { data: claimed, isLoading }] = useClaimDailyMutation();
  const dispatch = useAppDispatch();
  const owed = useRef(false);
  useEffect(() => {
    owed.current = loggedIn && !claimed && !isLoading;
  });
  useEffect(
    () => () => {
      // Closed: the address no longer names it (a development remount keeps the address).
      if (owed.current && location.hash !== '#daily') void dispatch(gameApi.endpoints.claimDaily.initiate());
    },
    [dispatch],
  );
  return (
    <HashModal name="daily" title={t('dailyTitle')}>
      {!loggedIn ? (
        <>
          <p>{t('dailyGuest')}</p>
          <Link href="/login" replace className="button button--primary">
            {t('login')}
          </Link>
        </>
      ) : (
        <>
          <div className="reward-art" aria-hidden="true">
            ◆
          </div>
          <p>{t('dailyBody', { count: DAILY_REWARD_GEMS })}</p>
          {claimed ? (
            <p role="status">{t('claimed')}</p>
          ) : (
            <div className="reward-actions">
              <button
                type="button"
                className="button button--primary"
                disabled={isLoading}
                onClick={(event) => {
                  const [from, layer] = placeOf(event.currentTarget);
                  void claim()
                    .unwrap()
                    .then(() => landReward('daily', from, layer))
                    .catch(() => undefined);
                }}
              >
                {t('claim')}
              </button>
            </div>
          )}
        </>
      )}
    </HashModal>
  );
}
