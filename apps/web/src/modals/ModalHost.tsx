import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useLocationHash } from '../frame/location-hash';
import { whenIdle } from '../when-idle';
import { withTexts } from '../i18n';

// The overlays' texts (accounts, forms, the server's refusals) come with them, not with home.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => withTexts(load, 'account').then((m) => ({ default: m[name] })));

/**
 * Every hash overlay of the spec, each in its own chunk: none is needed to draw home, and the
 * home route's script budget is tight. The one the URL names is loaded and opened.
 */
const MODALS: Record<string, ComponentType> = {
  sideMenu: named(() => import('./SideMenu'), 'SideMenu'),
  options: named(() => import('./OptionsModal'), 'OptionsModal'),
  errorAssistSettings: named(() => import('./OptionsModal'), 'ErrorAssistModal'),
  rules: named(() => import('./RulesModal'), 'RulesModal'),
  legend: named(() => import('./LegendModal'), 'LegendModal'),
  profile: named(() => import('./ProfileModal'), 'ProfileModal'),
  stats: named(() => import('../stats/StatsModal'), 'StatsModal'),
  daily: named(() => import('./DailyModal'), 'DailyModal'),
  contact: named(() => import('../contact/ContactModal'), 'ContactModal'),
  newtab: named(() => import('./NewTabModal'), 'NewTabModal'),
  adreward: named(() => import('../rewards/AdRewardModal'), 'AdRewardModal'),
  setpassword: named(() => import('../accounts/SetPasswordModal'), 'SetPasswordModal'),
  register: named(() => import('../accounts/RegisterModal'), 'RegisterModal'),
  'register-reminder': named(() => import('../accounts/RegisterModal'), 'RegisterReminderModal'),
  googlelogin: named(() => import('../accounts/SocialLoginModal'), 'GoogleLoginModal'),
  linkedinlogin: named(() => import('../accounts/SocialLoginModal'), 'LinkedInLoginModal'),
  facebooklogin: named(() => import('../accounts/SocialLoginModal'), 'FacebookLoginModal'),
};

export const MODAL_NAMES = Object.keys(MODALS);

/**
 * Once the page is idle: fetches the menu's chunk (the overlay opened most), starts the
 * offline worker (offline/register-worker.ts) and offline play's status, all outside home's
 * first load. Not on the intro, which has no menu: a first visit's work and downloads stay
 * those of its screen, and the worker's precache follows once the player is past it.
 */
function useIdleStart(when: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!when) return;
    whenIdle(() => {
      void import('./SideMenu');
      void import('../offline/register-worker').then((m) => m.registerWorker());
      setIdle(true);
    });
  }, [when]);
  return idle;
}

/** Offline play's status and its posting of waiting games: a chunk of its own, once idle. */
const OfflineStatus = lazy(() => import('./OfflineStatus').then((m) => ({ default: m.OfflineStatus })));

export function ModalHost({ idleStart }: { idleStart: boolean }) {
  const idle = useIdleStart(idleStart);
  const Modal = MODALS[useLocationHash().slice(1)];
  // Apart: an overlay opened while the status's chunk comes shows at once.
  return (
    <>
      <Suspense fallback={null}>{idle && <OfflineStatus />}</Suspense>
      <Suspense fallback={null}>{Modal && <Modal />}</Suspense>
    </>
  );
}
