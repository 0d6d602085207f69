import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { openModal } from '../modals/location-hash';
import { FullscreenButton } from './FullscreenButton';
import { GemBalance } from './GemBalance';

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
      <GemBalance />
      <FullscreenButton />
    </header>
  );
}
