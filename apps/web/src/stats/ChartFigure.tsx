import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A chart with its title, the sentence a screen reader says for the picture, and the same
 * figures as a table behind a "show as table" toggle (a native disclosure: no script).
 */
export function ChartFigure(props: { title: string; summary: string; chart: ReactNode; table: ReactNode }) {
  const { t } = useTranslation('stats');
  const titleId = useId();
  return (
    <figure className="chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="chart__title">
        {props.title}
      </figcaption>
      <div role="img" aria-label={props.summary} className="chart__picture">
        {props.chart}
      </div>
      <details className="chart__table">
        <summary>{t('showTable')}</summary>
        {props.table}
      </details>
    </figure>
  );
}
