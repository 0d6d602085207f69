import { useTranslation } from 'react-i18next';
import type { Hint } from '@czeus/puzzle';

interface HintBoxProps {
  gentle: Hint;
  full: Hint | undefined;
  showFull: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** The smart-hint message box: gentle first, More for the whole step, Back to return. */
export function HintBox({ gentle, full, showFull, onToggle, onClose }: HintBoxProps) {
  const { t } = useTranslation();
  const hint = showFull && full ? full : gentle;
  const tone = hint.type === 'error' ? 'error' : 'hint';
  return (
    <aside className={`hint-box hint-box--${tone}`} role="status" aria-live="polite">
      {hint.steps.map((step, i) => (
        <p key={i}>{step.messages.map((m) => t(`hints:${m.key}`, m.params)).join(' ')}</p>
      ))}
      <div className="hint-box__actions">
        {full && hint.type !== 'error' && (
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
