import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { HashModal } from '../modals/HashModal';
import { closeModal, openModal } from '../modals/location-hash';

/** Where "Leave" goes when the back button asked: back past the game. */
const BACK = Symbol('back');

type GuardState = { playGuard?: boolean; modal?: string } | null;
const guarded = () => !!(window.history.state as GuardState)?.playGuard;

/**
 * Spec: leaving mid-game asks first (the exit modal, which pauses play like every overlay);
 * confirming leaves and the game is lost. Links anywhere on the page are caught on their way
 * out. The back button is held by a guard entry pushed over the game's own: going back past
 * it (not out of an overlay) pushes it again and asks; "Leave" then goes back past the game.
 */
export function ExitGuard({ active }: { active: boolean }) {
  const { t } = useTranslation('play');
  const [, navigate] = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | typeof BACK | null>(null);

  useEffect(() => {
    if (!active) return;
    if (!guarded()) window.history.pushState({ playGuard: true }, '', window.location.href);
    const onBack = () => {
      const state = window.history.state as GuardState;
      if (state?.playGuard || state?.modal || window.location.hash) return;
      window.history.pushState({ playGuard: true }, '', window.location.href);
      setLeavingTo(BACK);
      openModal('exit');
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [active]);

  // The game ended on this screen: its guard entry goes, so back is not a dead press.
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active && guarded()) window.history.back();
    wasActive.current = active;
  }, [active]);

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
          onClick={() => {
            // Back past the exit overlay, the guard and the game's own entry.
            if (leavingTo === BACK) window.history.go(-3);
            else navigate(leavingTo ?? '/', { replace: true });
          }}
        >
          {t('exitOk')}
        </button>
      </div>
    </HashModal>
  );
}
