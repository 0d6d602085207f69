import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DailyProblem } from './daily-date';

/** A daily that cannot be played here says why, with today's daily and home as ways on. */
export function DailyMissing({ problem }: { problem: DailyProblem }) {
  const { t } = useTranslation('play');
  return (
    <>
      <p role="alert">{t(`daily.${problem}`)}</p>
      <div className="play__ways-on">
        {problem !== 'loadFailed' && (
          <Link href="/daily" className="button button--primary">
            {t('daily.play')}
          </Link>
        )}
        <Link href="/" className="button">
          {t('shell:screen.backHome')}
        </Link>
      </div>
    </>
  );
}
