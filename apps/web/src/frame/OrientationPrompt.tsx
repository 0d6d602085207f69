import { useTranslation } from 'react-i18next';
import { useBoardBlocked } from './viewport';

/** Over the play screen while the window cannot hold the board (see `boardBlocked`). */
export function OrientationPrompt() {
  const { t } = useTranslation();
  if (!useBoardBlocked()) return null;
  return (
    <div className="orientation" role="alertdialog" aria-modal="true" aria-labelledby="orientation-title">
      <span className="orientation__phone" aria-hidden="true" />
      <h2 id="orientation-title">{t('orientation.title')}</h2>
      <p>{t('orientation.body')}</p>
    </div>
  );
}
