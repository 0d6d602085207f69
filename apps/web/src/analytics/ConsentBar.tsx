import { useTranslation } from 'react-i18next';
import { consentGiven, selectConsent } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** The GDPR bar: asks once; the answer is kept and decides whether analytics leave at all (Tracking sends them). */
export function ConsentBar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectConsent);

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
