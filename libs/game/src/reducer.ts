import { checkEntry, decodePuzzle, layoutOf, type Puzzle } from '@czeus/puzzle';
import { ENTRY_FLOOR_MS, LIVES, REVEAL_PRICE, SQUARE_MULT_NOTES_MAX } from './constants.js';
import type { GameEvent, Outcome } from './events.js';
import { gemsEarned, smartHintsOf } from './prizes.js';
import { clueHalfKnown, goalMet } from './clue-goal.js';
import { puzzleOf } from './puzzle-of.js';
import { czeusBonus, finalScore, pointsForNumber, squareBonus, starCount, starsOf } from './scoring.js';
import { isRight } from './right.js';
import {
  type GameState,
  INITIAL_STATE,
  isGuessChange,
  type NoteChange,
  playSeconds,
  smartHintPrice,
} from './state.js';
import { isRunLives, MARATHON_MAX_LIVES } from './marathon.js';
import { boardFull, checked, finishedZen, guessed, unguessed } from './zen.js';

/**
 * A rejection may still carry an outcome: a hint or reveal the player cannot pay for did not
 * happen in the game (a log holding one is forged), yet the screen offers the ad.
 */
export type Applied =
  { ok: true; state: GameState; outcome: Outcome } | { ok: false; reason: string; outcome?: Outcome };

const NONE: Outcome = { kind: 'none' };
const reject = (reason: string): Applied => ({ ok: false, reason });
const accept = (state: GameState, outcome: Outcome = NONE): Applied => ({ ok: true, state, outcome });

const offerAd = (reason: string, offer: 'hint' | 'reveal'): Applied => ({
  ok: false,
  reason,
  outcome: { kind: 'adOffered', for: offer },
});

const isDigit = (d: unknown): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 9;

/**
 * The game as a state machine: an event the current state allows gives the next state and
 * what happened; any other is rejected with the reason, never silently ignored.
 */
export function applyEvent(state: GameState, event: GameEvent): Applied {
  if (!Number.isFinite(event.at) || event.at < state.now) return reject('time goes backwards');
  if (event.type === 'puzzleLoaded') return load(state, event);
  if (!state.record) return reject('no puzzle loaded');
  const at = event.at;
  // The game's clock stops at the end: what is done after it (a clue solved, gems credited)
  // never adds to the time played.
  const now: GameState = state.phase === 'finished' ? state : { ...state, now: at };
  switch (event.type) {
    case 'ticked':
      return accept(now);
    case 'countdownFinished':
      return state.phase === 'start'
        ? accept({ ...now, phase: 'progress', startedAt: at })
        : reject('no countdown running');
    case 'paused':
      if (state.phase !== 'progress' || state.pausedAt !== null) return reject('not playing');
      return accept({ ...now, pausedAt: at });
    case 'resumed':
      if (state.pausedAt === null) return reject('not paused');
      return accept({ ...now, pausedAt: null, pausedMs: state.pausedMs + (at - state.pausedAt) });
    case 'clueAnswerChosen':
      return answerClue(now, puzzleOf(state.record), event.cell, event.half, event.value);
    case 'gemsCredited':
      if (!Number.isInteger(event.amount) || event.amount < 1)
        return reject('a credit is a whole number from 1');
      return accept({ ...now, gems: state.gems + event.amount });
  }
  // Spec: after the end, a clue the game left hidden can still be chosen and solved; nothing else.
  if (event.type === 'cellSelected' && event.half && state.phase === 'finished' && !state.clueGoal)
    return select(now, puzzleOf(state.record), event.cell, event.half);
  if (state.phase !== 'progress') return reject(`no play while ${state.phase}`);
  if (state.pausedAt !== null) return reject('paused');
  const puzzle = puzzleOf(state.record);
  switch (event.type) {
    case 'cellSelected':
      return select(now, puzzle, event.cell, event.half);
    case 'noteModeToggled':
      return accept({ ...now, noteMode: !state.noteMode });
    case 'digitEntered':
      if (!isDigit(event.digit)) return reject('a number is 1 to 9');
      return state.noteMode || state.selection?.half
        ? toggleNote(now, puzzle, event.digit)
        : enter(now, puzzle, event.digit);
    case 'noteToggled':
      if (!isDigit(event.digit)) return reject('a number is 1 to 9');
      return toggleNote(now, puzzle, event.digit);
    case 'notesSubmitted':
      return submitNotes(now, puzzle);
    case 'undone':
      return undo(now);
    case 'hintRequested':
      return buyHint(now, puzzle);
    case 'revealRequested':
      return reveal(now, puzzle);
  }
}

function load(state: GameState, event: Extract<GameEvent, { type: 'puzzleLoaded' }>): Applied {
  if (state.phase === 'start' || state.phase === 'progress') return reject('a game is running');
  let puzzle: Puzzle;
  try {
    puzzle = decodePuzzle(event.record);
  } catch (error) {
    return reject(`not a puzzle: ${(error as Error).message}`);
  }
  if (!Number.isInteger(event.gems) || event.gems < 0) return reject('gems must be a whole number from 0');
  if (event.lives !== undefined && !isRunLives(event.lives))
    return reject(`a run gives 1 to ${MARATHON_MAX_LIVES} lives`);
  if (event.lives !== undefined && event.zen) return reject('zen has no lives to carry');
  const size = puzzle.cells.length;
  const empty = () => Array.from({ length: size }, () => [] as number[]);
  return accept({
    ...INITIAL_STATE,
    phase: 'start',
    record: puzzle.record,
    values: puzzle.cells.map((c) => (c.kind === 'mystery' ? (c.given ?? 0) : 0)),
    tries: empty(),
    notes: { mystery: empty(), add: empty(), mult: empty() },
    lives: event.lives ?? LIVES,
    gems: event.gems,
    clueGoal: event.clueGoal === true,
    hintsFree: event.hintsFree === true,
    zen: event.zen === true,
    guesses: puzzle.cells.map(() => 0),
    smartHintsLeft: smartHintsOf(puzzle.record.difficulty),
    revealsLeft: puzzle.record.hintsNo,
    now: event.at,
  });
}

/** Spec: selecting a solved cell does nothing; selecting the selected cell deselects it. */
function select(state: GameState, puzzle: Puzzle, cell: number, half?: 'add' | 'mult'): Applied {
  const target = puzzle.cells[cell];
  if (!target || target.kind === 'empty') return reject('not a cell of the puzzle');
  if (target.kind === 'mystery') {
    if (half) return reject('a mystery has no halves');
    if (state.values[cell]) return accept(state);
  } else {
    if (half !== 'add' && half !== 'mult') return reject('choose the add or mult half of a clue');
    // A clue drill's hidden half stays open however many of its mysteries are given.
    if (state.clueGoal ? clueHalfKnown(state, target, half) : isClueSolved(state, puzzle, cell))
      return accept(state);
  }
  const same = state.selection?.cell === cell && state.selection.half === half;
  return accept({ ...state, selection: same ? null : half ? { cell, half } : { cell } });
}

const isClueSolved = (state: GameState, puzzle: Puzzle, clue: number) =>
  (puzzle.cells[clue].mysteries ?? []).every((m) => state.values[m]);

function enter(state: GameState, puzzle: Puzzle, digit: number): Applied {
  const cell = state.selection?.cell;
  if (cell === undefined || puzzle.cells[cell].kind !== 'mystery') return reject('no mystery selected');
  if (state.values[cell]) return reject('already solved');
  if (state.tries[cell].includes(digit)) return reject('already tried on this cell');
  const playedMs = Math.round(playSeconds(state) * 1000);
  if (playedMs - state.lastEntryMs < ENTRY_FLOOR_MS) return reject('too soon after the last number');
  state = { ...state, lastEntryMs: playedMs };
  if (state.zen) return settle(guessed(state, cell, digit), puzzle, { kind: 'guessed', cell, digit });
  if (isRight(state, puzzle, cell, digit)) {
    const points = pointsForNumber(
      state.record!.timeAllowed - playSeconds(state),
      state.hintsUsed + state.revealsUsed,
    );
    const next = place(state, puzzle, cell, digit);
    return settle({ ...next, points: next.points + points }, puzzle, {
      kind: 'correct',
      cell,
      digit,
      points,
    });
  }
  const tries = state.tries.slice();
  tries[cell] = [...tries[cell], digit];
  const lives = state.lives - 1;
  const verdict = checkEntry(puzzle, state.values, cell, digit);
  const next: GameState = {
    ...state,
    tries,
    lives,
    errorsMade: state.errorsMade + 1,
    lastVerdict: verdict.ok ? null : verdict,
  };
  if (lives <= 0) return accept(finish(next, 'errors_fail'), { kind: 'finished', finishType: 'errors_fail' });
  return accept(next, { kind: 'wrong', cell, digit });
}

/** Puts a found digit in; earns the square and cZeus bonuses it completes. */
function place(state: GameState, puzzle: Puzzle, cell: number, digit: number): GameState {
  const values = state.values.slice();
  values[cell] = digit;
  const mystery = state.notes.mystery.slice();
  mystery[cell] = [];
  let { bonusPoints, czeusBonus: czeus } = state;
  const bonusSquares = state.bonusSquares.slice();
  // Zen earns nothing: no square's bonus either.
  const squares = state.zen ? [] : layoutOf(puzzle.shape, puzzle.record.r === 1).squares;
  for (const square of squares) {
    if (
      !square.mysteries.includes(cell) ||
      !square.mysteries.every((m) => values[m]) ||
      bonusSquares.includes(square.clue)
    )
      continue;
    bonusSquares.push(square.clue);
    bonusPoints += squareBonus(puzzle.shape, playSeconds(state));
    czeus += czeusBonus(square.mysteries.every((m) => values[m] === values[square.mysteries[0]]));
  }
  const selection = state.selection?.cell === cell ? null : state.selection;
  return {
    ...state,
    values,
    notes: { ...state.notes, mystery },
    bonusSquares,
    bonusPoints,
    czeusBonus: czeus,
    selection,
    lastVerdict: null,
  };
}

/** After a digit is found: the game ends when every mystery is (in zen, holds a number). */
function settle(state: GameState, puzzle: Puzzle, outcome: Outcome): Applied {
  if (state.zen && boardFull(puzzle, state)) {
    const done = finishedZen(state, puzzle);
    return accept(done, { kind: 'finished', finishType: done.finishType! });
  }
  if (goalMet(puzzle, state)) {
    return accept(finish(state, 'success'), { kind: 'finished', finishType: 'success' });
  }
  return accept(state, outcome);
}

function finish(state: GameState, finishType: 'success' | 'errors_fail'): GameState {
  const success = finishType === 'success';
  const record = state.record!;
  const stars = starsOf(success, playSeconds(state), record.timeAllowed, state.errorsMade);
  return {
    ...state,
    phase: 'finished',
    finishType,
    selection: null,
    pausedAt: null,
    stars,
    score: finalScore(state.points + state.bonusPoints + state.czeusBonus, stars, success),
    gemsEarned: gemsEarned(record.difficultyLevel, starCount(stars), success),
  };
}

function toggleNote(state: GameState, puzzle: Puzzle, digit: number): Applied {
  const selection = state.selection;
  if (!selection) return reject('nothing selected');
  const kind = selection.half ?? 'mystery';
  if (kind === 'mystery' && state.values[selection.cell]) return reject('already solved');
  const list = state.notes[kind][selection.cell];
  const added = !list.includes(digit);
  const isSquareMult = kind === 'mult' && puzzle.cells[selection.cell].kind === 'square';
  if (added && isSquareMult && list.length >= SQUARE_MULT_NOTES_MAX)
    return reject('a square times note holds 4 numbers');
  const change: NoteChange = { cell: selection.cell, half: selection.half, digit, added };
  return accept({ ...withNote(state, change), undo: [...state.undo, change] });
}

function withNote(state: GameState, change: NoteChange, reverse = false): GameState {
  const kind = change.half ?? 'mystery';
  const lists = state.notes[kind].slice();
  const adding = change.added !== reverse;
  const current = lists[change.cell];
  lists[change.cell] = adding
    ? [...current, change.digit].sort((a, b) => a - b)
    : current.filter((d) => d !== change.digit);
  return { ...state, notes: { ...state.notes, [kind]: lists } };
}

/** Spec: submitting a mystery's notes when it holds exactly one enters that number. */
function submitNotes(state: GameState, puzzle: Puzzle): Applied {
  const cell = state.selection?.cell;
  if (cell === undefined || state.selection?.half) return reject('no mystery selected');
  const notes = state.notes.mystery[cell];
  if (notes.length !== 1) return reject('only a single note is entered as the number');
  return enter(state, puzzle, notes[0]);
}

/** Notes can be taken back; found digits, lives and gems cannot. */
function undo(state: GameState): Applied {
  const change = state.undo.at(-1);
  if (!change) return reject('nothing to undo');
  if (isGuessChange(change)) {
    const back = unguessed(state, change);
    return back ? accept({ ...back, undo: state.undo.slice(0, -1) }) : reject('that cell is solved');
  }
  if (!change.half && state.values[change.cell]) return reject('that cell is solved');
  return accept({ ...withNote(state, change, true), undo: state.undo.slice(0, -1) });
}

/** In zen a bought hint checks the board first: it explains the next step from what is true. */
function buyHint(state: GameState, puzzle: Puzzle): Applied {
  if (state.smartHintsLeft <= 0) return offerAd('no smart hint left', 'hint');
  const price = smartHintPrice(state);
  if (state.gems < price) return offerAd('not enough gems for a smart hint', 'hint');
  const paid: GameState = {
    ...state,
    gems: state.gems - price,
    gemsSpent: state.gemsSpent + price,
    hintsUsed: state.hintsUsed + 1,
    smartHintsLeft: state.smartHintsLeft - 1,
  };
  if (!state.zen) return accept(paid, { kind: 'hintBought', price });
  const check = checked(paid, puzzle, true);
  return accept(check.state, { kind: 'hintBought', price, wrong: check.wrong });
}

/** Spec: "Reveal uses a hint; a depleted sound plays if none left" (the puzzle's hintsNo). */
function reveal(state: GameState, puzzle: Puzzle): Applied {
  if (state.revealsLeft <= 0) return { ok: false, reason: 'no reveal left', outcome: { kind: 'depleted' } };
  const cell = state.selection?.cell;
  if (cell === undefined || state.selection?.half || puzzle.cells[cell].kind !== 'mystery')
    return reject('reveal needs a selected mystery');
  if (state.values[cell]) return reject('already solved');
  if (state.gems < REVEAL_PRICE) return offerAd('not enough gems for a reveal', 'reveal');
  const guesses = state.guesses.slice();
  guesses[cell] = 0;
  const paid: GameState = {
    ...state,
    guesses,
    gems: state.gems - REVEAL_PRICE,
    gemsSpent: state.gemsSpent + REVEAL_PRICE,
    revealsUsed: state.revealsUsed + 1,
    revealsLeft: state.revealsLeft - 1,
  };
  const digit = puzzle.cells[cell].solution as number;
  return settle(place(paid, puzzle, cell, digit), puzzle, { kind: 'revealed', cell, price: REVEAL_PRICE });
}

/**
 * Clue solving (spec section 4): during play or after finishing, the player picks a value for
 * a hidden half. Right fills it; wrong clears the half's notes. Neither moves score or lives.
 * In a clue drill the answers are the game: one is taken only during play, a wrong one counts
 * as a mistake (the no-errors star; no life is lost), and the last right one ends the game.
 */
function answerClue(
  state: GameState,
  puzzle: Puzzle,
  cell: number,
  half: 'add' | 'mult',
  value: number,
): Applied {
  const during = state.clueGoal ? ['progress'] : ['progress', 'finished'];
  if (!during.includes(state.phase)) return reject(`no clue answers while ${state.phase}`);
  if (state.clueGoal && state.pausedAt !== null) return reject('paused');
  const clue = puzzle.cells[cell];
  if (!clue || clue.kind === 'mystery' || clue.kind === 'empty' || (half !== 'add' && half !== 'mult')) {
    return reject('choose the add or mult half of a clue');
  }
  if (clueHalfKnown(state, clue, half)) return reject('that half is already known');
  if (!Number.isInteger(value) || value < 1) return reject('a clue value is a whole number from 1');
  const right = clue[half] === value;
  const notes = state.notes[half].slice();
  notes[cell] = right ? notes[cell] : [];
  const answered: GameState = {
    ...state,
    clueAnswers: right ? [...state.clueAnswers, `${cell}:${half}`] : state.clueAnswers,
    notes: { ...state.notes, [half]: notes },
    errorsMade: state.clueGoal && !right ? state.errorsMade + 1 : state.errorsMade,
  };
  const outcome: Outcome = { kind: 'clueAnswered', cell, half, right };
  return state.clueGoal && right ? settle(answered, puzzle, outcome) : accept(answered, outcome);
}
