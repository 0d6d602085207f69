import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { HashModal } from '../frame/HashModal';
import { closeModal, openModal } from '../frame/location-hash';

/** Where "Leave" goes when the back button asked: back past the game. */
const BACK = Symbol('back');

type GuardState = { playGuard?: boolean; modal?: string } | null;
const guarded = () => !!(window.history.state as GuardState)?.playGuard;

/**
 * Spec: leaving mid-game asks first (the exit modal, which pauses play like every overlay);
 * confirming leaves and the game is lost. Links anywhere on the page are caught on their way
 * out. The back button is held by a guard entry pushed over the game's own: going back past
 * it (not out of an overlay) pushes it again and asks. "Leave" unwinds history to the game's
 * own entry and leaves from there: back past it, or on to the link.
 */
export function ExitGuard({ active }: { active: boolean }) {
  const { t } = useTranslation('play');
  const [, navigate] = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | typeof BACK | null>(null);
  /** Set by Leave: history is unwound to the game's own entry, then left from there. */
  const leaving = useRef<string | typeof BACK | null>(null);

  useEffect(() => {
    if (!active) return;
    if (!guarded()) window.history.pushState({ playGuard: true }, '', window.location.href);
    const onPop = () => {
      const state = window.history.state as GuardState;
      const above = state?.playGuard || state?.modal || window.location.hash;
      if (leaving.current !== null) {
        if (above) return window.history.back();
        const to = leaving.current;
        leaving.current = null;
        if (to !== BACK) return navigate(to);
        window.history.back();
        // A game opened first in its tab has nothing behind it: home instead.
        setTimeout(() => {
          if (window.location.pathname === '/play') navigate('/', { replace: true });
        }, 500);
        return;
      }
      if (above) return;
      // Back past the guard: hold the player here and ask.
      window.history.pushState({ playGuard: true }, '', window.location.href);
      setLeavingTo(BACK);
      openModal('exit');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [active, navigate]);

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
            // Unwind the overlays and the guard first (onPop), so nothing of the game stays
            // behind in history; then go where the player was going.
            leaving.current = leavingTo ?? '/';
            window.history.back();
          }}
        >
          {t('exitOk')}
        </button>
      </div>
    </HashModal>
  );
}
