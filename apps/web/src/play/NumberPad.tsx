import { useTranslation } from 'react-i18next';

interface NumberPadProps {
  noteMode: boolean;
  onDigit: (digit: number) => void;
  onNotes: () => void;
}

/** Digits 1-9 as buttons named by their digit, and the note-mode switch. */
export function NumberPad({ noteMode, onDigit, onNotes }: NumberPadProps) {
  const { t } = useTranslation('play');
  return (
    <div className="number-pad" role="group" aria-label={t('pad')}>
      {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (
        <button key={d} type="button" className="number-pad__digit" onClick={() => onDigit(d)}>
          {d}
        </button>
      ))}
      <button type="button" className="number-pad__notes" aria-pressed={noteMode} onClick={onNotes}>
        {t('notes')}
      </button>
    </div>
  );
}
