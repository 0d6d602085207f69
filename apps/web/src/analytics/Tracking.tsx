import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { selectConsent } from '../settings/settings-slice';
import { useAppSelector } from '../store/hooks';
import type { AppStore } from '../store/store';
import { useAnalytics } from './context';
import { trackLogins } from './login-events';

/**
 * Spec section 7's events that belong to no one screen: a session start, a view of every
 * screen (the intro and the boards included), and each login. Each leaves only with consent
 * (analytics.ts); a consent given later sends the session start and the screen it was given on.
 */
export function Tracking({ screen }: { screen: string }) {
  const analytics = useAnalytics();
  const store = useStore() as AppStore;
  const consent = useAppSelector(selectConsent);
  const started = useRef(false);

  // Before the first screen view: a session starts once a page load, when it may be counted.
  useEffect(() => {
    if (consent !== true || started.current) return;
    started.current = true;
    analytics.track('session_start');
  }, [analytics, consent]);
  useEffect(() => analytics.track('screen_view', { screen }), [analytics, screen, consent]);
  useEffect(() => trackLogins(store.dispatch, analytics), [store, analytics]);
  useEffect(() => {
    const leave = () => void analytics.flush();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [analytics]);
  return null;
}
