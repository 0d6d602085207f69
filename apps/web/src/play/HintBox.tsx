import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hint } from '@czeus/puzzle';
import { hintTexts } from './hint-text';

interface HintBoxProps {
  /** The hint in view, with the steps shown so far. */
  hint: Hint;
  /** A fuller hint (more steps) can be opened. */
  hasMore: boolean;
  showFull: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * The smart-hint message box: red for an error, green for a hint; More for the whole step or a
 * long text in full, Back to return (hint-text.ts).
 */
export function HintBox({ hint, hasMore, showFull, onToggle, onClose }: HintBoxProps) {
  const { t } = useTranslation();
  const tone = hint.type === 'error' ? 'error' : 'hint';
  // On a phone the controls' column scrolls: a new hint (or a new step) comes into view.
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [hint.steps.length]);
  const shown = hintTexts(
    hint.steps.map((step) => step.messages.map((m) => t(`hints:${m.key}`, m.params)).join(' ')),
    showFull,
    hasMore,
  );
  return (
    <aside ref={box} className={`hint-box hint-box--${tone}`} role="status" aria-live="polite">
      {shown.texts.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      <div className="hint-box__actions">
        {shown.toggle && (
          <button type="button" className="button" onClick={onToggle}>
            {showFull ? t('play:back') : t('play:more')}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t('play:close')}
        </button>
      </div>
    </aside>
  );
}
