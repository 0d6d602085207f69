import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { deviceStorage } from '../../offline/device-storage';
import { useAppDispatch } from '../../store/hooks';
import { ANSWER_CHANNEL, ANSWER_KEY, PENDING_KEY } from './social-keys';

/**
 * The game's tab listens for a social sign-in's answer while one is pending (the other tab
 * announces it on a BroadcastChannel, and localStorage's storage event where there is none),
 * and finishes it: an answer that landed in this very tab is finished at start. The finishing
 * code (social-login.ts) is loaded only then, not with the first screen.
 */
export function useSocialSignIn(): void {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  useEffect(() => {
    // Blocked storage (a frame under strict settings) holds no sign-in: nothing to finish.
    const storage = deviceStorage();
    const finish = () => {
      if (!storage?.getItem(PENDING_KEY) || !storage.getItem(ANSWER_KEY)) return;
      void import('./social-login').then((m) =>
        m.finishSignIn(dispatch, (to) => navigate(to, { replace: true })),
      );
    };
    finish();
    const channel = 'BroadcastChannel' in window ? new BroadcastChannel(ANSWER_CHANNEL) : null;
    const onStorage = (event: StorageEvent) => event.key === ANSWER_KEY && finish();
    channel?.addEventListener('message', finish);
    window.addEventListener('storage', onStorage);
    return () => {
      channel?.close();
      window.removeEventListener('storage', onStorage);
    };
  }, [dispatch, navigate]);
}
