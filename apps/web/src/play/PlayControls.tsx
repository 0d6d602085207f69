import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clueChoices, REVEAL_PRICE, SMART_HINT_PRICE } from '@czeus/game';
import type { Puzzle } from '@czeus/puzzle';
import { openModal } from '../modals/location-hash';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { halfValue } from './cell-view';
import { EstimationPad } from './EstimationPad';
import { HintBox } from './HintBox';
import { hintInView } from './listeners/hint-steps';
import { usePlayNotices } from './notices';
import { NumberPad } from './NumberPad';
import { hintClosed, hintToggled, played, selectPlay } from './play-slice';
import { askHint, backToBoard, buy, type PurchaseResult } from './purchase';

/** What a purchase that did not go through says (spec: too few gems offers the ad). */
const PURCHASE_NOTICES: Partial<Record<PurchaseResult, string>> = {
  noHintsLeft: 'noHintsLeft',
  selectFirst: 'selectFirst',
  notEnoughGems: 'notEnoughGems',
};

/** Beside the board: the pad, the estimation pad, hint and reveal, what the game says, the open hint. */
export function PlayControls({ puzzle }: { puzzle: Puzzle }) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const { game, outcome, hint } = useAppSelector(selectPlay);
  const { notice, cheer, say } = usePlayNotices();

  /** The estimation pad's choices while a hidden clue half is selected (not on every clock tick). */
  const estimation = useMemo(() => {
    const sel = game.selection;
    if (!sel?.half) return null;
    const known = { values: game.values, clueAnswers: game.clueAnswers };
    if (halfValue(puzzle, known, puzzle.cells[sel.cell], sel.half) !== undefined) return null;
    return { half: sel.half, cell: sel.cell, choices: clueChoices(puzzle, sel.cell, sel.half) };
  }, [puzzle, game.selection, game.clueAnswers, game.values]);

  const answered = (result: PurchaseResult) => {
    const key = PURCHASE_NOTICES[result];
    if (key) say(key);
    if (result === 'notEnoughGems') openModal('adreward');
  };
  const act = (event: Parameters<typeof played>[0]) => {
    dispatch(backToBoard());
    dispatch(played(event));
  };
  const inView = hint && { ...hintInView(hint), steps: hintInView(hint).steps.slice(0, hint.shown) };

  return (
    <div className="play__controls">
      <NumberPad
        noteMode={game.noteMode}
        onDigit={(digit) => act({ type: 'digitEntered', digit })}
        onNotes={() => act({ type: 'noteModeToggled' })}
        onUndo={game.undo.length ? () => act({ type: 'undone' }) : undefined}
        wrong={outcome?.kind === 'wrong' ? outcome : null}
      />
      {estimation && (
        <EstimationPad
          half={estimation.half}
          choices={estimation.choices}
          onChoose={(value) =>
            act({ type: 'clueAnswerChosen', cell: estimation.cell, half: estimation.half, value })
          }
        />
      )}
      <div className="play__buy">
        <button
          type="button"
          className="button"
          data-fx="smart-hint"
          aria-pressed={!!hint}
          onClick={() => void dispatch(askHint()).then(answered)}
        >
          {t('hint', { price: SMART_HINT_PRICE })}
        </button>
        <button
          type="button"
          className="button"
          data-fx="reveal"
          onClick={() => void dispatch(buy('reveal')).then(answered)}
        >
          {t('reveal', { price: REVEAL_PRICE })}
        </button>
      </div>
      {notice && (
        <p className="play__notice" role="alert">
          {notice}
        </p>
      )}
      <p className="play__cheer" role="status">
        {cheer}
      </p>
      {inView && hint && (
        <HintBox
          hint={inView}
          hasMore={!!hint.full && inView.type !== 'error'}
          showFull={hint.showFull}
          onToggle={() => dispatch(hintToggled())}
          onClose={() => dispatch(hintClosed())}
        />
      )}
    </div>
  );
}
