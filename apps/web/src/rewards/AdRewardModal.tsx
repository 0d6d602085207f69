import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_REWARD_GEMS } from '@czeus/game';
import { HashModal } from '../frame/HashModal';
import { selectChoice } from '../settings/settings-slice';
import { useAdStartedMutation, useAdWatchedMutation } from '../store/api';
import { useAppSelector } from '../store/hooks';
import { pickAdClip } from '../videos/ad-clips';
import { VideoClip } from '../videos/VideoClip';
import { landReward, placeOf } from './reward-landing';

/**
 * #adreward: the video-ad reward, full screen. The video is one of our own clips of the game,
 * chosen by the player's land, instead of a third-party ad (no tracker reaches our players); the
 * server's ticket starts with it, and the gems are credited only after its countdown (spec:
 * 10 s, then closable), once; then they fly to the balance and the overlay closes itself.
 */
export function AdRewardModal() {
  const { t } = useTranslation();
  const [start, started] = useAdStartedMutation();
  const [collect, collected] = useAdWatchedMutation();
  const [left, setLeft] = useState<number | null>(null);
  const land = useAppSelector(selectChoice).level;
  const [clip] = useState(() => pickAdClip(land));

  useEffect(() => {
    void start()
      .unwrap()
      .then((ticket) => setLeft(ticket.minSeconds))
      .catch(() => setLeft(null));
  }, [start]);

  useEffect(() => {
    if (!left) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const ticket = started.data?.ticket;
  return (
    <HashModal name="adreward" title={t('ad.title')} placement="full">
      <div className="ad-clip">
        <VideoClip name={clip} label={t('ad.promo')} start="ad" />
      </div>
      <p>{t('ad.promo')}</p>
      {collected.isSuccess ? (
        <p role="status">{t('ad.collected', { count: AD_REWARD_GEMS })}</p>
      ) : collected.isError || started.isError ? (
        <p role="alert">{t('ad.failed')}</p>
      ) : left ? (
        <p role="timer" aria-live="off">
          {t('ad.wait', { count: left })}
        </p>
      ) : (
        <div className="reward-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={!ticket || collected.isLoading}
            onClick={(event) => {
              if (!ticket) return;
              const [from, layer] = placeOf(event.currentTarget);
              void collect({ ticket })
                .unwrap()
                .then(() => landReward('adreward', from, layer))
                .catch(() => undefined);
            }}
          >
            {t('ad.collect', { count: AD_REWARD_GEMS })}
          </button>
        </div>
      )}
    </HashModal>
  );
}
