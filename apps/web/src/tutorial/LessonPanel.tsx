import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Directions } from '../play/play-mode';
import './lesson-panel.css';

interface LessonPanelProps {
  directions: Directions;
  /** The step (a new one restarts Continue's delay). */
  step: number | string;
  /** The lesson's nudge after a wrong try (the hint box beside it says why). */
  reminder: string | null;
  onContinue: () => void;
  /** Back a step, where the script offers it (the common-factor tutorial). */
  onBack?: () => void;
}

/** Beside the board: what to do now, and Continue on a step the player only reads. */
export function LessonPanel({ directions, step, reminder, onContinue, onBack }: LessonPanelProps) {
  const { t } = useTranslation('lessons');
  const delay = directions.continueAfterMs;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    if (delay === undefined) return;
    const timer = setTimeout(() => setReady(true), delay);
    return () => clearTimeout(timer);
  }, [step, delay]);
  return (
    <section className="lesson-panel" aria-live="polite">
      <p className="lesson-panel__text">{t(directions.text, directions.textParams)}</p>
      {reminder && <p className="lesson-panel__reminder">{t(reminder)}</p>}
      {(onBack || delay !== undefined) && (
        <div className="lesson-panel__actions">
          {onBack && (
            <button type="button" className="button" onClick={onBack}>
              {t('play:back')}
            </button>
          )}
          {delay !== undefined && (
            <button
              type="button"
              className="button button--primary"
              aria-disabled={!ready}
              onClick={() => ready && onContinue()}
            >
              {t('play:next')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
