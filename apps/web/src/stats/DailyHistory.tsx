import { useTranslation } from 'react-i18next';
import type { DailyHistoryEntry } from '@czeus/contract';
import { dayText, playTimeText } from './time-format';

/** The dailies of the last 30 days the player played, newest first: a table is the clearest chart of them. */
export function DailyHistory({ entries, locale }: { entries: DailyHistoryEntry[]; locale: string }) {
  const { t } = useTranslation('stats');
  const number = new Intl.NumberFormat(locale);
  return (
    <section className="stats__section" aria-labelledby="daily-history">
      <h2 id="daily-history" className="chart__title">
        {t('history')}
      </h2>
      {entries.length ? (
        <table className="stats__history" aria-labelledby="daily-history">
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('daily')}</th>
              <th scope="col">{t('time')}</th>
              <th scope="col">{t('hints')}</th>
              <th scope="col">{t('rank')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.date}>
                <th scope="row">{dayText(e.date, locale)}</th>
                <td>{t(e.solved ? 'solved' : 'notSolved')}</td>
                <td>{playTimeText(e.playTime, locale)}</td>
                <td>{number.format(e.hints)}</td>
                <td>{e.rank === null ? '–' : number.format(e.rank)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('noDailies')}</p>
      )}
    </section>
  );
}
