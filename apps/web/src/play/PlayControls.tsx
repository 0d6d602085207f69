import { type ReactNode, useMemo } from 'react';
import { createSelector } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import {
  CLUE_DRILL_CHOICES,
  clueChoices,
  ESTIMATION_CHOICES,
  REVEAL_PRICE,
  type GameState,
  SMART_HINT_PRICE,
} from '@czeus/game';
import { decodePuzzle } from '@czeus/puzzle';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { RootState } from '../store/store';
import { hintInView } from './board-view';
import { halfValue } from './cell-view';
import { EstimationPad } from './EstimationPad';
import { HintBox } from './HintBox';
import type { PlayNotices } from './notices';
import { NumberPad } from './NumberPad';
import { controlsOf } from './play-mode';
import {
  hintClosed,
  hintToggled,
  type PlayerEvent,
  selectGame,
  selectHint,
  selectHintReminder,
  selectMode,
  selectOutcome,
  selectScript,
} from './play-slice';
import { offer } from './purchase';
import { SpendWarning } from './SpendWarning';

/**
 * The selected unfound mystery's note when it holds exactly one (spec: submitting a single note
 * enters it as the number), else null.
 */
const singleNoteOf = (selection: GameState['selection'], notes: number[][]) => {
  // A found number's notes are cleared; a clue half's are not a mystery's.
  const held = selection && !selection.half ? notes[selection.cell] : undefined;
  return held?.length === 1 ? held[0] : null;
};

/** What the pads show of the game: none of it moves with the clock. */
const selectPadGame = createSelector(
  [
    (s: RootState) => selectGame(s).record,
    (s: RootState) => selectGame(s).selection,
    (s: RootState) => selectGame(s).values,
    (s: RootState) => selectGame(s).clueAnswers,
    (s: RootState) => selectGame(s).clueGoal,
    (s: RootState) => selectGame(s).noteMode,
    (s: RootState) => selectGame(s).undo.length > 0,
    (s: RootState) => selectGame(s).notes.mystery,
  ],
  (record, selection, values, clueAnswers, clueGoal, noteMode, canUndo, mysteryNotes) => ({
    record,
    selection,
    values,
    clueAnswers,
    clueGoal,
    noteMode,
    canUndo,
    singleNote: singleNoteOf(selection, mysteryNotes),
  }),
);

/** The latest wrong number, for the pad's red flash; any later event, a tick too, clears it. */
const selectWrong = (s: RootState) => {
  const outcome = selectOutcome(s);
  return outcome?.kind === 'wrong' ? outcome : null;
};

interface PlayControlsProps {
  /** A player event, through the screen (a script may take it first). */
  act: (event: PlayerEvent) => void;
  /** The script's panel (a tutorial's text and its Continue). */
  aside?: ReactNode;
  /** What the game says beside the board; the screen's keys speak through it too. */
  notices: PlayNotices;
  /** After the end: only the choices of a hidden clue half (nothing else is played then). */
  cluesOnly?: boolean;
}

/**
 * Beside the board: the pad, the estimation pad, hint and reveal, what the game says, the open
 * hint — each as the mode shows it and the script enables it.
 */
export function PlayControls({ act, aside, notices, cluesOnly = false }: PlayControlsProps) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const game = useAppSelector(selectPadGame);
  const wrong = useAppSelector(selectWrong);
  const hint = useAppSelector(selectHint);
  const mode = useAppSelector(selectMode);
  const script = useAppSelector(selectScript);
  const hintReminder = useAppSelector(selectHintReminder);
  const { notice, cheer, answered } = notices;
  const puzzle = useMemo(() => (game.record ? decodePuzzle(game.record) : null), [game.record]);
  const controls = controlsOf(mode, script);
  const { enabled, pulse } = controls;
  const shown = cluesOnly
    ? { ...controls.shown, pad: false, notes: false, undo: false, hint: false, reveal: false }
    : controls.shown;

  /** The estimation pad's choices while a hidden clue half is selected (not on every clock tick). */
  const estimation = useMemo(() => {
    const sel = game.selection;
    if (!puzzle || !sel?.half || !mode.clueSolving) return null;
    const clue = puzzle.cells[sel.cell];
    const known = { values: game.values, clueAnswers: game.clueAnswers, clueGoal: game.clueGoal };
    if (halfValue(known, clue, sel.half) !== undefined) return null;
    const count = mode.clueDrill
      ? CLUE_DRILL_CHOICES[clue.kind === 'square' ? 'square' : 'pair']
      : ESTIMATION_CHOICES;
    return { half: sel.half, cell: sel.cell, choices: clueChoices(puzzle, sel.cell, sel.half, count) };
  }, [
    puzzle,
    mode.clueSolving,
    mode.clueDrill,
    game.selection,
    game.clueAnswers,
    game.values,
    game.clueGoal,
  ]);

  const inView = hint && { ...hintInView(hint), steps: hintInView(hint).steps.slice(0, hint.shown) };

  return (
    <div className="play__controls">
      {shown.pad && (
        <NumberPad
          noteMode={game.noteMode}
          onDigit={(digit) => enabled.pad && act({ type: 'digitEntered', digit })}
          onNotes={shown.notes && enabled.notes ? () => act({ type: 'noteModeToggled' }) : undefined}
          onUndo={game.canUndo && shown.undo && enabled.undo ? () => act({ type: 'undone' }) : undefined}
          wrong={wrong}
          pulse={pulse}
          disabled={!enabled.pad}
        />
      )}
      {game.singleNote !== null && shown.pad && enabled.pad && (
        <button
          type="button"
          className="button play__submit-note"
          onClick={() => act({ type: 'notesSubmitted' })}
        >
          {t('enterNote', { digit: game.singleNote })}
        </button>
      )}
      {estimation && shown.estimationPad && (
        <EstimationPad
          half={estimation.half}
          choices={estimation.choices}
          onChoose={(value) =>
            act({ type: 'clueAnswerChosen', cell: estimation.cell, half: estimation.half, value })
          }
        />
      )}
      {(shown.hint || shown.reveal) && (
        <div className="play__buy">
          {shown.hint && (
            <button
              type="button"
              className="button"
              data-fx="smart-hint"
              aria-pressed={!!hint}
              aria-disabled={!enabled.hint}
              onClick={() => enabled.hint && void dispatch(offer('smart-hint')).then(answered)}
            >
              {mode.hintsFree ? t('hintFree') : t('hint', { price: SMART_HINT_PRICE })}
            </button>
          )}
          {shown.reveal && (
            <button
              type="button"
              className="button"
              data-fx="reveal"
              aria-disabled={!enabled.reveal}
              onClick={() => enabled.reveal && void dispatch(offer('reveal')).then(answered)}
            >
              {t('reveal', { price: REVEAL_PRICE })}
            </button>
          )}
        </div>
      )}
      {hintReminder === 'due' && shown.hint && (
        <p className="hint-reminder" role="status">
          {t('hintReminder')}
        </p>
      )}
      <SpendWarning answered={answered} />
      {aside}
      {notice && (
        <p className="play__notice" role="alert">
          {notice.text}
          {notice.rule2 && (
            <>
              {' '}
              <a href="#errorAssistSettings">{t('shell:assist.title')}</a>
            </>
          )}
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
