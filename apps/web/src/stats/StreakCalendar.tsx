import { useTranslation } from 'react-i18next';
import { CALENDAR_WEEKS, type StatsResponse } from '@czeus/contract';
import { calendarCells } from './calendar-grid';
import { ChartFigure } from './ChartFigure';
import { dayText } from './time-format';

const CELL = 10;
const STEP = 12;

/** The daily streak of the last 12 weeks: a column per week, Monday to Sunday down it. */
export function StreakCalendar({
  calendar,
  locale,
  rtl,
}: {
  calendar: StatsResponse['calendar'];
  locale: string;
  rtl: boolean;
}) {
  const { t } = useTranslation('stats');
  const number = new Intl.NumberFormat(locale);
  const cells = calendarCells(calendar, rtl);
  const marked = cells.filter((c) => c.mark === 'solved' || c.mark === 'frozen');
  return (
    <ChartFigure
      title={t('calendar')}
      summary={t('calendarSummary', {
        solved: number.format(calendar.solved.length),
        frozen: number.format(calendar.frozen.length),
      })}
      chart={
        <>
          <svg
            viewBox={`0 0 ${CALENDAR_WEEKS * STEP} ${7 * STEP}`}
            className="chart__svg chart__svg--calendar"
            // Flush with the edge the page starts from, as the heading above it.
            preserveAspectRatio={rtl ? 'xMaxYMin meet' : 'xMinYMin meet'}
            aria-hidden="true"
          >
            {cells.map((cell) => (
              <rect
                key={cell.day}
                x={cell.column * STEP + 1}
                y={cell.row * STEP + 1}
                width={CELL}
                height={CELL}
                rx="2"
                className={`calendar__day calendar__day--${cell.mark}`}
              />
            ))}
          </svg>
          <ul className="calendar__legend" aria-hidden="true">
            {(
              [
                ['solved', 'solved'],
                ['frozen', 'frozen'],
                ['missed', 'notSolved'],
              ] as const
            ).map(([mark, text]) => (
              <li key={mark}>
                <span className={`calendar__key calendar__day--${mark}`} />
                {t(`${text}`)}
              </li>
            ))}
          </ul>
        </>
      }
      table={
        marked.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('daily')}</th>
              </tr>
            </thead>
            <tbody>
              {marked.map((cell) => (
                <tr key={cell.day}>
                  <th scope="row">{dayText(cell.day, locale)}</th>
                  <td>{t(`${cell.mark}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('noDailies')}</p>
        )
      }
    />
  );
}
