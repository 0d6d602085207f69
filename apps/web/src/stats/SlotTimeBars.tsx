import { useTranslation } from 'react-i18next';
import { type SlotStats, TUTORIAL_LANDS } from '@czeus/contract';
import { barSpan } from './bar-geometry';
import { ChartFigure } from './ChartFigure';
import { playTimeText } from './time-format';

const WIDTH = 100;

/** Best and average solve time of each land and difficulty played: two bars a row, the best one darker. */
export function SlotTimeBars({ slots, locale, rtl }: { slots: SlotStats[]; locale: string; rtl: boolean }) {
  const { t } = useTranslation('stats');
  const number = new Intl.NumberFormat(locale);
  const longest = Math.max(0, ...slots.map((s) => s.averageTime ?? 0));
  const name = (s: SlotStats) =>
    t('slot', {
      land: t(`shell:land.${TUTORIAL_LANDS[s.land - 1] ?? 'summerland'}`),
      band: t(`home:band${s.band}`),
    });
  const time = (seconds: number | null) => (seconds === null ? '–' : playTimeText(seconds, locale));
  return (
    <ChartFigure
      title={t('times')}
      summary={t('timesSummary')}
      chart={
        <ul className="slot-bars">
          {slots.map((s) => {
            const best = barSpan(s.bestTime ?? 0, longest, WIDTH, rtl);
            const average = barSpan(s.averageTime ?? 0, longest, WIDTH, rtl);
            return (
              <li key={`${s.land}-${s.band}`} className="slot-bars__row">
                <span className="slot-bars__name">{name(s)}</span>
                <svg
                  viewBox={`0 0 ${WIDTH} 12`}
                  preserveAspectRatio="none"
                  className="slot-bars__svg"
                  aria-hidden="true"
                >
                  <rect
                    x={average.x}
                    width={average.width}
                    y="0"
                    height="12"
                    className="chart__bar chart__bar--light"
                  />
                  <rect x={best.x} width={best.width} y="3" height="6" className="chart__bar" />
                </svg>
                <span className="slot-bars__time">{time(s.bestTime)}</span>
              </li>
            );
          })}
          <li className="slot-bars__legend" aria-hidden="true">
            <span className="calendar__key chart__bar" /> {t('best')}{' '}
            <span className="calendar__key chart__bar--light" /> {t('average')}
          </li>
        </ul>
      }
      table={
        <table>
          <thead>
            <tr>
              <th scope="col">{t('slotColumn')}</th>
              <th scope="col">{t('games')}</th>
              <th scope="col">{t('wins')}</th>
              <th scope="col">{t('best')}</th>
              <th scope="col">{t('average')}</th>
            </tr>
          </thead>
          <tbody>
            {slots.map((s) => (
              <tr key={`${s.land}-${s.band}`}>
                <th scope="row">{name(s)}</th>
                <td>{number.format(s.games)}</td>
                <td>{number.format(s.wins)}</td>
                <td>{time(s.bestTime)}</td>
                <td>{time(s.averageTime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
