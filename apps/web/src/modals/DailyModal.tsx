import { useTranslation } from 'react-i18next';
import { DAILY_REWARD_GEMS } from '@czeus/game';
import { useClaimDailyMutation } from '../store/api';
import { HashModal } from './HashModal';

/** #daily: collecting claims the day's reward (once a day: the server decides). */
export function DailyModal() {
  const { t } = useTranslation('account');
  const [claim, { data: claimed, isLoading }] = useClaimDailyMutation();
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
