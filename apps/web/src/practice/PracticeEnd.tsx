import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectGame } from '../play/play-slice';
import { selectSettings } from '../settings/settings-slice';
import { useAppSelector } from '../store/hooks';
import { DrillProgress } from './DrillProgress';
import { PRACTICE_EXIT_URL } from './practice-end';
import { nextDrill } from './next-drill';
import { PRACTICE_SELECT_PATH, type PracticeKindInfo } from './practice-kinds';

interface PracticeEndProps {
  kind: PracticeKindInfo;
  /** The school variant: Exit leaves for the school's page (without one, for the practice list). */
  school: boolean;
  onContinue: () => void;
}

/**
 * The practice end card (spec section 4): "tutorial completed" with the cZeus message when the
 * game earned any star, or failed; the drill's progress; Exit, the next drill, Continue (the
 * set's next puzzle) and, on the addition and square-estimation screens, Play (regular play).
 */
export function PracticeEnd({ kind, school, onContinue }: PracticeEndProps) {
  const { t } = useTranslation('practice');
  const stars = useAppSelector((state) => selectGame(state).stars);
  const anyStar = !!stars && (stars.finished || stars.time || stars.noErrors);
  // A school's page where the build names one; else the practice list, so Exit always leads out.
  const away = school ? PRACTICE_EXIT_URL : undefined;
  const next = nextDrill(kind, useAppSelector(selectSettings).practiceDone);
  return (
    <section className="practice-end land-card" role="dialog" aria-labelledby="practice-end-title">
      <h2 id="practice-end-title">{t(anyStar ? 'endCompleted' : 'endFailed')}</h2>
      <p>{t(anyStar ? 'endCzeused' : 'endFailedBody')}</p>
      <DrillProgress kind={kind} />
      <div className="practice-end__actions">
        {away ? (
          <a className="button" href={away}>
            {t('exit')}
          </a>
        ) : (
          <Link className="button" href={PRACTICE_SELECT_PATH}>
            {t('exit')}
          </Link>
        )}
        <Link className="button" href={school ? `${next.path}?school` : next.path}>
          {t('nextDrill')}
        </Link>
        {kind.offersPlay && (
          <Link className="button" href="/play">
            {t('play')}
          </Link>
        )}
        <button type="button" className="button button--primary" onClick={onContinue}>
          {t('continue')}
        </button>
      </div>
    </section>
  );
}
