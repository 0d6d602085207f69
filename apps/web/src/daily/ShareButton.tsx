import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Shared = 'idle' | 'copied' | 'failed';

/**
 * Share: the Web Share API's sheet where the browser has one (phones), else the text copied to
 * the clipboard, with a confirmation read out. A player who closes the share sheet has
 * decided; it is not a failure.
 */
export function ShareButton({ text }: { text: () => string }) {
  const { t } = useTranslation('play');
  const [shared, setShared] = useState<Shared>('idle');
  const share = async () => {
    const body = text();
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ text: body });
        return;
      }
      await navigator.clipboard.writeText(body);
      setShared('copied');
    } catch (error) {
      if ((error as { name?: string } | null)?.name !== 'AbortError') setShared('failed');
    }
  };
  return (
    <div className="daily-share">
      <button type="button" className="button button--primary" onClick={() => void share()}>
        {t('daily.share')}
      </button>
      <p role="status" className="daily-share__said">
        {shared === 'copied' && t('daily.copied')}
        {shared === 'failed' && t('daily.shareFailed')}
      </p>
    </div>
  );
}
