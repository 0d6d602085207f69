import { useTranslation } from 'react-i18next';

interface NumberPadProps {
  noteMode: boolean;
  onDigit: (digit: number) => void;
  onNotes: () => void;
  /** Takes the last note back; absent when there is none to take back. */
  onUndo?: () => void;
}

/** Digits 1-9 as buttons named by their digit, the note-mode switch and the undo of notes. */
export function NumberPad({ noteMode, onDigit, onNotes, onUndo }: NumberPadProps) {
  const { t } = useTranslation('play');
  const digit = (d: number) => (
    <button key={d} type="button" className="number-pad__digit" onClick={() => onDigit(d)}>
      {d}
    </button>
  );
  return (
    <div className="number-pad" role="group" aria-label={t('pad')}>
      {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => digit(d))}
      <button type="button" className="number-pad__notes" aria-pressed={noteMode} onClick={onNotes}>
        {t('notes')}
      </button>
      {/* aria-disabled, not disabled: the last undo must not drop the keyboard's focus. */}
      <button type="button" className="number-pad__undo" aria-disabled={!onUndo} onClick={() => onUndo?.()}>
        {t('undo')}
      </button>
    </div>
  );
}
