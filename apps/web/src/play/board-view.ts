import { createSelector } from '@reduxjs/toolkit';
import type { GameState } from '@czeus/game';
import { decodePuzzle } from '@czeus/puzzle';
import type { RootState } from '../store/store';
import { type OpenHint, selectPlay } from './play-slice';
import { selectBoardBox } from './stage-slice';
import { type BoardLayout, boardCramped, layoutBoard, orient, type Oriented } from './geometry';
import { type HintMarks, marksAsShown, marksOf, NO_MARKS } from './hint-marks';

/** The hint in view: the longer explanation after More, else what it opened with. */
export const hintInView = (hint: OpenHint) => (hint.showFull && hint.full ? hint.full : hint.lead);

/**
 * The board as shown, derived once from the store for every view of it (the accessible grid
 * and the stage): the puzzle turned to the screen's long side, its layout in the board's box,
 * the game in shown indexes (the solution after the end, when asked), and the open hint's
 * marks. Each part is memoised on what it depends on, and the game's fields keep their
 * identity while they do not change, so a clock tick changes nothing the board draws.
 */
export interface BoardView {
  view: Oriented;
  layout: BoardLayout | null;
  game: GameState;
  marks: HintMarks;
  /** The board shows the solution (after the end): nothing to select. */
  solution: boolean;
}

const play = (state: RootState) => selectPlay(state);

/** Does `next` differ from `kept` only by the time of its latest event, as after a clock tick? */
const onlyTicked = (kept: GameState, next: GameState) =>
  (Object.keys(next) as (keyof GameState)[]).every((key) => key === 'now' || kept[key] === next[key]);

/**
 * The game as the board draws it. Nothing on the board shows the clock, so a tick keeps the
 * last object (its `now` then lags) and the view below keeps its identity: neither the grid
 * nor the stage has anything to do each second.
 */
const selectGame = (() => {
  let kept: GameState | null = null;
  return (state: RootState) => {
    const game = play(state).game;
    if (!kept || !onlyTicked(kept, game)) kept = game;
    return kept;
  };
})();
const selectBox = selectBoardBox;

const selectPuzzle = createSelector([(s: RootState) => selectGame(s).record], (record) =>
  record ? decodePuzzle(record) : null,
);
const selectLandscape = (state: RootState) => selectBox(state)?.landscape ?? true;
/** A mode may keep the board as served (a tutorial's text says "right" and "below"). */
const selectTurns = (state: RootState) => play(state).mode.turnsWithScreen;
const selectView = createSelector([selectPuzzle, selectLandscape, selectTurns], (puzzle, landscape, turns) =>
  !puzzle
    ? null
    : orient(puzzle, !turns ? puzzle : landscape ? { width: 2, height: 1 } : { width: 1, height: 2 }),
);
const selectSize = createSelector(
  [(s: RootState) => selectBox(s)?.width, (s: RootState) => selectBox(s)?.height],
  (width, height) => (width === undefined || height === undefined ? null : { width, height }),
);
const selectLayout = createSelector([selectView, selectSize], (view, size) =>
  view && size ? layoutBoard(view.puzzle, size) : null,
);

/**
 * The board as laid out would draw its clues too small to read: the game, a tutorial's page or
 * a practice waits for more room (docs/decisions/0032-board-text-size.md).
 */
export const selectBoardCramped = (state: RootState) => {
  const layout = selectLayout(state);
  return !!layout && layout.unit > 0 && boardCramped(layout);
};

const selectSolution = (state: RootState) =>
  play(state).solutionShown && selectGame(state).phase === 'finished';
/** Zen's board after the end shows the game as it ended (its wrong numbers in red), not the solution. */
const selectSolutionValues = (state: RootState) => selectSolution(state) && !selectGame(state).zen;
const selectSolvedValues = createSelector([selectPuzzle, selectSolutionValues], (puzzle, solution) =>
  puzzle && solution ? puzzle.cells.map((c) => (c.kind === 'mystery' ? (c.solution ?? 0) : 0)) : null,
);

/** A per-display-index array moved to the shown indexes. */
function permute<T>(items: T[], view: Oriented): T[] {
  if (!view.transposed) return items;
  const out = new Array<T>(items.length);
  items.forEach((item, i) => (out[view.toShown(i)] = item));
  return out;
}

const shown = <T>(field: (game: GameState) => T, move: (value: T, view: Oriented) => T) =>
  createSelector([(s: RootState) => field(selectGame(s)), selectView], (value, view) =>
    view ? move(value, view) : value,
  );

const selectValues = createSelector(
  [(s: RootState) => selectGame(s).values, selectSolvedValues, selectView],
  (values, solved, view) => (view ? permute(solved ?? values, view) : values),
);
const selectTries = shown((g) => g.tries, permute);
const selectGuesses = shown((g) => g.guesses, permute);
const selectNotes = shown(
  (g) => g.notes,
  (notes, view) => ({
    mystery: permute(notes.mystery, view),
    add: permute(notes.add, view),
    mult: permute(notes.mult, view),
  }),
);
const selectSelection = createSelector(
  [(s: RootState) => selectGame(s).selection, selectSolution, selectView],
  (selection, solution, view) =>
    solution || !selection ? null : view ? { ...selection, cell: view.toShown(selection.cell) } : selection,
);
const selectBonusSquares = shown(
  (g) => g.bonusSquares,
  (squares, view) => squares.map(view.toShown),
);
const selectClueAnswers = shown(
  (g) => g.clueAnswers,
  (answers, view) =>
    answers.map((key) => {
      const [cell, half] = key.split(':');
      return `${view.toShown(Number(cell))}:${half}`;
    }),
);

/** The game in the shown puzzle's indexes; untouched fields keep their identity. */
const selectShownGame = createSelector(
  [
    selectGame,
    selectValues,
    selectTries,
    selectGuesses,
    selectNotes,
    selectSelection,
    selectBonusSquares,
    selectClueAnswers,
  ],
  (game, values, tries, guesses, notes, selection, bonusSquares, clueAnswers): GameState => ({
    ...game,
    values,
    tries,
    guesses,
    notes,
    selection,
    bonusSquares,
    clueAnswers,
  }),
);

/** The cells a script lights (a tutorial's target) or a clue drill suggests, in the game's indexes. */
const selectScripted = createSelector(
  [(s: RootState) => play(s).script?.highlight, (s: RootState) => play(s).suggestion],
  (refs, suggestion) => {
    const lit = [...(refs ?? []), ...(suggestion ? [suggestion] : [])];
    return lit.length ? [...new Set(lit.map((r) => r.cell))] : null;
  },
);

/** The open hint's marks and the script's highlights, as shown. */
const selectMarks = createSelector(
  [(s: RootState) => play(s).hint, selectScripted, selectView],
  (hint, scripted, view) => {
    if (!view || (!hint && !scripted)) return NO_MARKS;
    const marks = hint ? marksOf(hintInView(hint).steps.slice(0, hint.shown)) : NO_MARKS;
    const lit = scripted ? { ...marks, highlights: [...new Set([...marks.highlights, ...scripted])] } : marks;
    return marksAsShown(lit, view);
  },
);

/** The board as shown, or null before a game is loaded. */
export const selectBoardView = createSelector(
  [selectView, selectLayout, selectShownGame, selectMarks, selectSolution],
  (view, layout, game, marks, solution): BoardView | null =>
    view ? { view, layout, game, marks, solution } : null,
);
