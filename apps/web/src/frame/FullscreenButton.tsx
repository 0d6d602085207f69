import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** iPhones have no Fullscreen API for pages; Add to Home Screen gives a full-screen app instead. */
export const isIPhone = () => /iPhone|iPod/.test(navigator.userAgent);

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** Spec: a fullscreen button where the browser has one (not on iOS). */
export function FullscreenButton() {
  const { t } = useTranslation();
  const active = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
  if (!document.fullscreenEnabled || isIPhone()) return null;
  const label = active ? t('fullscreen.leave') : t('fullscreen.enter');
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={() =>
        void (active
          ? document.exitFullscreen()
          : // Landscape is how the board fits a phone; the lock is refused on desktops, harmlessly.
            document.documentElement
              .requestFullscreen({ navigationUI: 'hide' })
              .then(() => (screen.orientation as { lock?: (o: string) => Promise<void> }).lock?.('landscape'))
              .catch(() => undefined))
      }
    >
      <span aria-hidden="true">{active ? '⤡' : '⤢'}</span>
    </button>
  );
}
