import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { HashModal } from '../modals/HashModal';
import { closeModal, openModal } from '../modals/location-hash';

/**
 * Spec: leaving mid-game asks first (the exit modal, which pauses play like every overlay);
 * confirming leaves and the game is lost. Links anywhere on the page are caught on their way
 * out; the browser's own back button cannot be held and leaves at once.
 */
export function ExitGuard({ active }: { active: boolean }) {
  const { t } = useTranslation('play');
  const [, navigate] = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.origin !== location.origin) return;
      if (link.pathname === location.pathname && link.search === location.search) return; // an overlay
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(`${link.pathname}${link.search}`);
      openModal('exit');
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);

  return (
    <HashModal name="exit" title={t('exitTitle')}>
      <p>{t('exitBody')}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={closeModal}>
          {t('exitCancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => navigate(leavingTo ?? '/', { replace: true })}
        >
          {t('exitOk')}
        </button>
      </div>
    </HashModal>
  );
}
