import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/**
 * A puzzle that could not be loaded (an unknown id, a server away) is not a dead end: the
 * player goes on to a new puzzle of the same step, or home to choose.
 */
export function LoadFailed({ newPuzzle }: { newPuzzle: string }) {
  const { t } = useTranslation('play');
  return (
    <>
      <p role="alert">{t('loadFailed')}</p>
      <div className="play__ways-on">
        <Link href={newPuzzle} className="button button--primary">
          {t('newPuzzle')}
        </Link>
        <Link href="/" className="button">
          {t('shell:screen.backHome')}
        </Link>
      </div>
    </>
  );
}
