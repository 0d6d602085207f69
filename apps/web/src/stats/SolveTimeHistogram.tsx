import { useTranslation } from 'react-i18next';
import { SOLVE_TIME_BUCKET_SECONDS } from '@czeus/contract';
import { histogramBars } from './bar-geometry';
import { ChartFigure } from './ChartFigure';

const WIDTH = 210;
const HEIGHT = 80;
/** Room under the bars for the minute marks, and either side for half a mark's width. */
const AXIS = 14;
const SIDE = 8;

/** Solves per 30-second bar; the last bar holds every solve of 10 minutes or more. */
export function SolveTimeHistogram({
  counts,
  locale,
  rtl,
}: {
  counts: number[];
  locale: string;
  rtl: boolean;
}) {
  const { t } = useTranslation('stats');
  const number = new Intl.NumberFormat(locale);
  const minutes = (i: number) => number.format((i * SOLVE_TIME_BUCKET_SECONDS) / 60);
  const label = (i: number) =>
    i === counts.length - 1
      ? t('barLast', { from: minutes(i) })
      : t('bar', { from: minutes(i), to: minutes(i + 1) });
  const bars = histogramBars(counts, WIDTH, HEIGHT, rtl);
  // Marks at 0, 5 and 10 minutes, under the edge where that time starts.
  const marks = [0, 10, 20].map((i) => {
    const bar = bars[i];
    return { i, x: bar ? (rtl ? bar.x + bar.width : bar.x) : 0 };
  });
  return (
    <ChartFigure
      title={t('solveTimes')}
      summary={t('solveTimesSummary', { solves: number.format(counts.reduce((a, b) => a + b, 0)) })}
      chart={
        <svg
          viewBox={`${-SIDE} 0 ${WIDTH + 2 * SIDE} ${HEIGHT + AXIS}`}
          className="chart__svg"
          preserveAspectRatio={rtl ? 'xMaxYMin meet' : 'xMinYMin meet'}
          aria-hidden="true"
        >
          <line x1="0" x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} className="chart__axis" />
          {bars.map((bar, i) => (
            <rect key={i} {...bar} className="chart__bar" />
          ))}
          {marks.map(({ i, x }) => (
            <text key={i} x={x} y={HEIGHT + AXIS - 2} className="chart__mark" textAnchor="middle">
              {i === counts.length - 1 ? `${minutes(i)}+` : minutes(i)}
            </text>
          ))}
        </svg>
      }
      table={
        <table>
          <thead>
            <tr>
              <th scope="col">{t('time')}</th>
              <th scope="col">{t('solves')}</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((count, i) => (
              <tr key={i}>
                <th scope="row">{label(i)}</th>
                <td>{number.format(count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
