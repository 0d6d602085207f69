import { ENTRY_FLOOR_MS, openClueHalves } from '@czeus/game';
import { clueDrill, decodePuzzle } from '@czeus/puzzle';
import { startPlay } from '../play/listeners';
import { pendingScores } from '../play/pending-scores';
import { playAgainAsked } from '../play/play-again';
import { practicePlay } from '../play/play-mode';
import { gameStarted, openingCardClosed, played, selectPlay } from '../play/play-slice';
import { offer } from '../play/purchase';
import { PROGRESS_STORAGE_KEY } from '../play/progress-storage';
import { restoreSettings, selectSettings, SETTINGS_STORAGE_KEY } from '../settings/settings-slice';
import { makeStore } from '../store/store';
import { stopAfterEach } from '../testing/after-each';
import { fillAtPace } from '../testing/at-a-persons-pace';
import { eventually, pause } from '../testing/eventually';
import { memoryStorage } from '../testing/memory-storage';
import { standInApi } from '../testing/stand-in-api';
import { nextDrill } from './next-drill';
import { PRACTICE_TABLE } from './practice-kinds';
import { startPractice } from './start-practice';

const SESSION = 'abcdefghij0123456789';
const TEXTS = { title: 'practice:deduction.title', body: 'practice:deduction.body' };
const deductionSet = () => PRACTICE_TABLE.find((k) => k.kind === 'deduction')!.puzzles!();

const later = stopAfterEach();

/**
 * A store with the play and practice listeners, over HTTP to a stand-in API that answers 200 {};
 * all stopped after the test.
 */
async function practiceStore() {
  const api = await standInApi(() => ({ status: 200, body: {} }));
  later(api.close);
  const storage = memoryStorage();
  const store = makeStore({ sessionId: SESSION, apiBase: api.apiBase, storage });
  later(startPlay(store, storage));
  later(startPractice(store));
  const play = () => selectPlay(store.getState());
  const playing = (ms?: number) => eventually(() => play().game.phase === 'progress', ms);
  return { api, storage, store, play, playing };
}

describe('the practice kinds', () => {
  it('each built kind loads its built-in set; two of them are clue drills', async () => {
    const built = PRACTICE_TABLE.filter((k) => k.puzzles).map((k) => k.kind);
    expect(built).toEqual(['addition', 'subtraction', 'factoring', 'squareValue', 'deduction']);
    const sets = await Promise.all(PRACTICE_TABLE.filter((k) => k.puzzles).map((k) => k.puzzles!()));
    expect(sets.map((s) => s[0].puzzleId)).toEqual([
      'clue1',
      'practice1',
      'factor1',
      'estimation1',
      'deduction1',
    ]);
    expect(PRACTICE_TABLE.map((k) => k.onboarding)).toEqual([1, 2, 3, 4, 5]);
    // The chooser shows progress out of `size` without loading the sets.
    expect(PRACTICE_TABLE.map((k) => k.size)).toEqual(sets.map((s) => s.length));
    // The clue drills play their sets with every mystery given (PracticeScreen makes them).
    expect(PRACTICE_TABLE.map((k) => k.drill)).toEqual(['pair', undefined, undefined, 'square', undefined]);
  });

  it('the next drill is the next kind not yet finished, round the table, or simply the next once all are', () => {
    const [addition, subtraction, factoring, squareValue, deduction] = PRACTICE_TABLE;
    expect(nextDrill(addition, [])).toBe(subtraction);
    expect(nextDrill(addition, ['subtraction', 'factoring'])).toBe(squareValue);
    expect(nextDrill(deduction, ['addition'])).toBe(subtraction);
    expect(
      nextDrill(
        factoring,
        PRACTICE_TABLE.map((k) => k.kind),
      ),
    ).toBe(squareValue);
  });
});

describe('a clue drill (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('selects the first hidden half at the start and the next after each right answer, and lights the next after 21 s idle', async () => {
    const store = makeStore({ sessionId: SESSION });
    const stop = startPlay(store);
    const play = () => selectPlay(store.getState());
    const addition = PRACTICE_TABLE.find((k) => k.kind === 'addition')!;
    const record = clueDrill((await addition.puzzles!())[0], 'pair');
    const mode = practicePlay({ kind: 'addition', at: 0, of: 30 }, TEXTS, false, true);
    store.dispatch(gameStarted(record, 500, mode));
    await jest.advanceTimersByTimeAsync(0);
    const open = openClueHalves(decodePuzzle(record), play().game);
    expect(play().game.phase).toBe('progress');
    expect(play().game.selection).toEqual(open[0]);
    const truth = (h: (typeof open)[number]) => decodePuzzle(record).cells[h.cell][h.half] as number;
    store.dispatch(played({ type: 'clueAnswerChosen', ...open[0], value: truth(open[0]) }));
    expect(play().game.selection).toEqual(open[1]);
    // Idle: nothing lit before 15 ticks of 1.4 s, the next half to try after.
    await jest.advanceTimersByTimeAsync(20_000);
    expect(play().suggestion).toBeNull();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(play().suggestion).toEqual(open[1]);
    // A move puts it out again.
    store.dispatch(played({ type: 'cellSelected', ...open[2] }));
    expect(play().suggestion).toBeNull();
    expect(play().game.selection).toEqual(open[2]);
    stop();
  });
});

describe('a practice game (real store, stand-in API over HTTP)', () => {
  it('waits for its onboarding card, then plays at once without a countdown', async () => {
    const { store, play, playing } = await practiceStore();
    const [record] = await deductionSet();
    store.dispatch(gameStarted(record, 500, practicePlay({ kind: 'deduction', at: 0, of: 60 }, TEXTS)));
    expect(play().openingCard).toBe(true);
    expect(play().mode.openingCard?.continueAfterMs).toBe(1000);
    await pause(1200);
    expect(play().game.phase).toBe('start');
    store.dispatch(openingCardClosed());
    // Within 2.5 s: a countdown would take 3 (room for a loaded machine, none for a countdown).
    await playing(2500);
    expect(play().game.phase).toBe('progress');
    expect(play().mode.parts.reveal).toBe(false);
  });

  it('a smart hint costs nothing and asks nothing: no warning, no gems, no call to the ledger', async () => {
    const { api, store, play, playing } = await practiceStore();
    const [record] = await deductionSet();
    store.dispatch(gameStarted(record, 0, practicePlay({ kind: 'deduction', at: 0, of: 60 }, TEXTS, false)));
    await playing();
    expect(selectSettings(store.getState()).askBeforeHint).toBe(true);
    await expect(store.dispatch(offer('smart-hint'))).resolves.toBe('bought');
    expect(play().hint).not.toBeNull();
    expect(play().spendAsked).toBeNull();
    expect([play().game.gems, play().game.gemsSpent, play().game.hintsUsed]).toEqual([0, 0, 1]);
    expect(api.seen.filter((s) => s.path.includes('/gems'))).toEqual([]);
  });

  it('played to its end: posts no score, keeps no pending score or auto-progress, and the kind moves on and is finished', async () => {
    const { api, storage, store, play, playing } = await practiceStore();
    const set = await deductionSet();
    store.dispatch(
      gameStarted(set[2], 500, practicePlay({ kind: 'deduction', at: 2, of: set.length }, TEXTS, false)),
    );
    await playing();
    expect(play().game.phase).toBe('progress');
    await fillAtPace(store.dispatch, decodePuzzle(set[2]));
    expect(play().game.phase).toBe('finished');
    // Time for a post, were one to be sent.
    await pause(200);
    expect(api.seen.filter((s) => s.path.includes('/game/score'))).toEqual([]);
    expect(await pendingScores()).toEqual([]);
    expect(storage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
    expect(play().game.gems).toBe(500);
    const settings = selectSettings(store.getState());
    expect(settings.practiceNext).toEqual({ deduction: 3 });
    expect(settings.practiceDone).toEqual(['deduction']);
    expect(settings.practiceSolved).toEqual({ deduction: [2] });
    // Kept with the settings: a reload finds them.
    const saved = restoreSettings(storage.getItem(SETTINGS_STORAGE_KEY));
    expect([saved.practiceNext, saved.practiceDone]).toEqual([{ deduction: 3 }, ['deduction']]);
  });

  it('a failed game moves the kind on without finishing it; after the last puzzle the set starts again', async () => {
    const { store, play, playing } = await practiceStore();
    const set = await deductionSet();
    const last = set.length - 1;
    store.dispatch(
      gameStarted(
        set[last],
        500,
        practicePlay({ kind: 'deduction', at: last, of: set.length }, TEXTS, false),
      ),
    );
    await playing();
    const puzzle = decodePuzzle(set[last]);
    const cell = puzzle.mysteries.find((m) => !puzzle.cells[m].given) as number;
    const wrongs = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== puzzle.cells[cell].solution);
    for (const digit of wrongs) {
      if (play().game.phase === 'finished') break;
      await pause(ENTRY_FLOOR_MS + 10);
      store.dispatch(played({ type: 'cellSelected', cell }));
      store.dispatch(played({ type: 'digitEntered', digit }));
    }
    expect([play().game.phase, play().game.stars?.finished]).toEqual(['finished', false]);
    const settings = selectSettings(store.getState());
    expect([settings.practiceNext, settings.practiceDone, settings.practiceSolved]).toEqual([
      { deduction: 0 },
      [],
      {},
    ]);
  });

  it('play again replays the same puzzle in the same practice mode, without its card and without asking the server', async () => {
    const { api, store, play } = await practiceStore();
    const set = await deductionSet();
    store.dispatch(
      gameStarted(set[0], 500, practicePlay({ kind: 'deduction', at: 0, of: set.length }, TEXTS)),
    );
    const first = play().gameId;
    store.dispatch(playAgainAsked());
    await eventually(() => play().gameId !== first);
    expect(play().gameId).not.toBe(first);
    expect([play().game.record?.puzzleId, play().mode.id, play().mode.practice?.at]).toEqual([
      'deduction1',
      'practice',
      0,
    ]);
    expect(play().openingCard).toBe(false);
    expect(api.seen.filter((s) => s.path.includes('/game?'))).toEqual([]);
  });
});

describe('practice progress in the settings', () => {
  it('restore keeps known kinds with whole positions and drops anything else', () => {
    const saved = JSON.stringify({
      practiceNext: { deduction: 4, subtraction: -1, addition: 1.5, klingon: 2, factoring: '3' },
      practiceDone: ['deduction', 'klingon', 7],
    });
    const restored = restoreSettings(saved);
    expect(restored.practiceNext).toEqual({ deduction: 4 });
    expect(restored.practiceDone).toEqual(['deduction']);
    expect(restoreSettings('{"practiceNext":[1],"practiceDone":"deduction"}').practiceDone).toEqual([]);
  });
});
