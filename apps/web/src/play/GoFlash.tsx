import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long "Go!" stays over the board once play has started. */
export const GO_SHOWN_MS = 800;

/**
 * The countdown's "Go!": said as play starts and the board already takes input (a board that
 * plays sooner; the spec's countdown is "number then go"), then gone. It floats over
 * the board and lets every tap through.
 */
export function GoFlash() {
  const { t } = useTranslation('play');
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), GO_SHOWN_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <p className="play__countdown" role="status">
      <span>{t('go')}</span>
    </p>
  ) : null;
}
