import { useTranslation } from 'react-i18next';
import { HashModal } from '../frame/HashModal';
import { DailyHistory } from './DailyHistory';
import { SlotTimeBars } from './SlotTimeBars';
import { SolveTimeHistogram } from './SolveTimeHistogram';
import { StreakCalendar } from './StreakCalendar';
import { useChartLanguage } from './chart-language';
import { runTime } from '../play/run-time';
import { useStatsQuery } from './stats-api';
import { addStatsTexts } from './stats-texts';
import './stats.css';

addStatsTexts();

/** #stats: the player's games, times and dailies, each chart with its table. */
export function StatsModal() {
  const { t } = useTranslation('stats');
  const { data: stats, isError, refetch } = useStatsQuery();
  const { locale, rtl } = useChartLanguage();
  const number = new Intl.NumberFormat(locale);
  return (
    <HashModal name="stats" title={t('title')} placement="wide">
      <div className="stats" aria-busy={!stats && !isError}>
        {isError && (
          <p role="alert">
            {t('failed')}{' '}
            <button type="button" className="button" onClick={() => void refetch()}>
              {t('shell:retry')}
            </button>
          </p>
        )}
        {stats && (
          <>
            <dl className="stats__figures">
              {(
                [
                  ['games', stats.games],
                  ['wins', stats.wins],
                  ['streak', stats.streak.current],
                  ['bestStreak', stats.streak.best],
                  ['freezes', stats.streak.freezes],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="stats__figure">
                  <dt>{t(`${key}`)}</dt>
                  <dd>{number.format(value)}</dd>
                </div>
              ))}
              <div className="stats__figure">
                <dt>{t('marathonBest')}</dt>
                <dd>
                  {stats.marathon.best
                    ? t('marathonBestValue', {
                        puzzles: number.format(stats.marathon.best.puzzles),
                        time: runTime(stats.marathon.best.seconds),
                      })
                    : t('marathonNone')}
                </dd>
              </div>
            </dl>
            {stats.games === 0 && <p>{t('empty')}</p>}
            <div className="stats__charts">
              {stats.wins > 0 && <SolveTimeHistogram counts={stats.solveTimes} locale={locale} rtl={rtl} />}
              <StreakCalendar calendar={stats.calendar} locale={locale} rtl={rtl} />
              {stats.slots.length > 0 && <SlotTimeBars slots={stats.slots} locale={locale} rtl={rtl} />}
              <DailyHistory entries={stats.daily} locale={locale} />
            </div>
          </>
        )}
      </div>
    </HashModal>
  );
}
