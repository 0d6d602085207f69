import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_FLASH_MS } from './answer-flash';
import type { PadKey } from './play-mode';

interface NumberPadProps {
  noteMode: boolean;
  onDigit: (digit: number) => void;
  /** Switches note mode; absent when a script holds it. */
  onNotes?: () => void;
  /** Takes the last note back; absent when there is none to take back. */
  onUndo?: () => void;
  /** The latest wrong answer (a new object each time): its digit's button flashes red. */
  wrong?: { digit: number } | null;
  /** Keys a script points at (they pulse). */
  pulse?: readonly PadKey[];
  /** A script holds the digits for now (they stay in view, inert). */
  disabled?: boolean;
}

/** Digits 1-9 as buttons named by their digit (a wrong one flashes red), the note-mode switch and the undo of notes. */
export function NumberPad({
  noteMode,
  onDigit,
  onNotes,
  onUndo,
  wrong,
  pulse = [],
  disabled,
}: NumberPadProps) {
  const { t } = useTranslation('play');
  const [flash, setFlash] = useState<number | null>(null);
  // The flash outlives the answer's moment in the store (the next clock tick replaces it).
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!wrong) return;
    setFlash(wrong.digit);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlash(null), ANSWER_FLASH_MS);
  }, [wrong]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const pulsing = (key: PadKey) => (pulse.includes(key) ? ' is-pulsing' : '');
  const digit = (d: PadKey & number) => (
    <button
      key={d}
      type="button"
      className={`number-pad__digit${flash === d ? ' is-wrong' : ''}${pulsing(d)}`}
      aria-disabled={disabled || undefined}
      onClick={() => onDigit(d)}
    >
      {d}
    </button>
  );
  return (
    <div className="number-pad" role="group" aria-label={t('pad')}>
      {([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).map((d) => digit(d))}
      <button
        type="button"
        className={`number-pad__notes${pulsing('notes')}`}
        aria-pressed={noteMode}
        aria-disabled={!onNotes || undefined}
        onClick={() => onNotes?.()}
      >
        {t('notes')}
      </button>
      {/* aria-disabled, not disabled: the last undo must not drop the keyboard's focus. */}
      <button
        type="button"
        className={`number-pad__undo${pulsing('undo')}`}
        aria-disabled={!onUndo}
        onClick={() => onUndo?.()}
      >
        {t('undo')}
      </button>
    </div>
  );
}
