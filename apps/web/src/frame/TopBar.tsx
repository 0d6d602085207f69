import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { openModal } from './location-hash';
import { FullscreenButton } from './FullscreenButton';

// The balance draws nothing until the profile arrives, which comes with the game API after the
// first paint (store/api-slot.ts): its code comes then too.
const GemBalance = lazy(() => import('./GemBalance').then((m) => ({ default: m.GemBalance })));

export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <button
        type="button"
        className="icon-button top-bar__menu"
        onClick={() => openModal('sideMenu')}
        aria-label={t('menu.open')}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <Link href="/" className="top-bar__title">
        {t('title')}
      </Link>
      <Suspense fallback={null}>
        <GemBalance />
      </Suspense>
      <FullscreenButton />
    </header>
  );
}
