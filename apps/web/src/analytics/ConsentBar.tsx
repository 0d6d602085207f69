import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { consentGiven, selectConsent } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useAnalytics } from './context';

/** The GDPR bar: asks once; the answer is kept and decides whether analytics leave at all. */
export function ConsentBar() {
  const analytics = useAnalytics();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectConsent);
  const [path] = useLocation();

  // One screen view per route (spec section 7), only ever queued with consent.
  useEffect(() => analytics.track('screen_view', { screen: path }), [analytics, path, consent]);
  useEffect(() => {
    const leave = () => void analytics.flush();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [analytics]);

  if (consent !== null) return null;
  return (
    <aside className="consent-bar" aria-label={t('consent.text')}>
      <p>{t('consent.text')}</p>
      <div className="consent-bar__actions">
        <button type="button" className="button" onClick={() => dispatch(consentGiven(false))}>
          {t('consent.decline')}
        </button>
        <button type="button" className="button button--primary" onClick={() => dispatch(consentGiven(true))}>
          {t('consent.accept')}
        </button>
      </div>
    </aside>
  );
}
