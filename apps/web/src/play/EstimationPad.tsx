import { useTranslation } from 'react-i18next';
import './estimation-pad.css';

interface EstimationPadProps {
  /** The answer choices for the selected hidden clue half, ascending (clueChoices of @czeus/game). */
  choices: number[];
  half: 'add' | 'mult';
  onChoose: (value: number) => void;
}

const SIGN = { add: '+', mult: '×' } as const;

/**
 * The spec's estimation pad: one button per answer choice for a hidden clue half, each showing
 * (and named by) the half's sign and the value, e.g. "+12" or "×36".
 */
export function EstimationPad({ choices, half, onChoose }: EstimationPadProps) {
  const { t } = useTranslation('play');
  return (
    <div className="estimation-pad" role="group" aria-label={t('estimate')}>
      {choices.map((value) => (
        <button key={value} type="button" className="estimation-pad__choice" onClick={() => onChoose(value)}>
          {`${SIGN[half]}${value}`}
        </button>
      ))}
    </div>
  );
}
