import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { deviceStorage } from '../offline/device-storage';
import { startOfflineSync } from '../play/offline-sync';
import { pendingScores, watchPendingScores } from '../play/pending-scores';
import { addStatsTexts } from '../stats/stats-texts';
import type { AppStore } from '../store/store';
import './offline-status.css';

addStatsTexts();

const followNetwork = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/**
 * Says that the device is offline and how many finished games wait to be sent, while either
 * is so; nothing otherwise. Its coming (when the page is idle, modals/ModalHost) also starts
 * the posting of those games and the stock of puzzles for offline play (play/offline-sync).
 */
export function OfflineStatus() {
  const { t } = useTranslation('stats');
  const store = useStore() as AppStore;
  const online = useSyncExternalStore(followNetwork, () => navigator.onLine);
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    void pendingScores().then((kept) => setWaiting(kept.length));
    return watchPendingScores(setWaiting);
  }, []);
  useEffect(() => startOfflineSync(store, deviceStorage()), [store]);
  if (online && waiting === 0) return null;
  const parts = [online ? null : t('offline'), waiting > 0 ? t('waiting', { count: waiting }) : null];
  return (
    <p className="offline-status" role="status" data-testid="offline-status">
      {parts.filter(Boolean).join(' · ')}
    </p>
  );
}
