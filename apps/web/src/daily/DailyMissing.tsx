import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Why a daily's address has no puzzle: a date that is no date, one to come, one past the archive, or a failed load. */
export type DailyProblem = 'malformed' | 'coming' | 'tooOld' | 'loadFailed';

/** The server's refusal of a date (docs/api.md: 400 for a malformed date, 404 with the reason). */
export function problemOf(error: unknown): DailyProblem {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { details?: unknown } };
  const details = Array.isArray(data?.details) ? data.details.join(' ') : '';
  if (status === 400) return 'malformed';
  if (status === 404 && details.includes('not yet')) return 'coming';
  if (status === 404 && details.includes('older')) return 'tooOld';
  return 'loadFailed';
}

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
