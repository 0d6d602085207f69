import { useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { purchaseKey } from '@czeus/contract';
import { clueChoices, COUNTDOWN_SECONDS, REVEAL_PRICE, SMART_HINT_PRICE } from '@czeus/game';
import { decodePuzzle } from '@czeus/puzzle';
import { useAnalytics } from '../analytics/context';
import { useBoardBlocked } from '../frame/viewport';
import { openModal, useLocationHash } from '../modals/location-hash';
import { selectSettings } from '../settings/settings-slice';
import type { RootState } from '../store/store';
import { gameApi, useProfileQuery, usePuzzleQuery, useSpendGemsMutation } from '../store/api';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { type GridItem, halfValue } from './cell-view';
import { EstimationPad } from './EstimationPad';
import { ExitGuard } from './ExitGuard';
import { HintBox } from './HintBox';
import { LoadFailed } from './LoadFailed';
import { NumberPad } from './NumberPad';
import { gemBalanceElement } from '../frame/GemBalance';
import { PlayBar } from './PlayBar';
import { ScoreAndEnd } from './ScoreAndEnd';
import { gameStarted, played, selectPlay } from './play-slice';
import { REPLAY_EVENT } from './replay-event';
import { useOpenHint } from './open-hint';
import { FLYING_GEMS } from './stage/fx-figures';
import { StageBoard } from './stage/StageBoard';
import { type Stage, StageContext, useStage } from './stage/use-stage';

/** The hint engine comes with the first hint asked (and is fetched while the game starts). */
const loadHintEngine = () => import('./hint-engine');

const whole = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

export function PlayScreen() {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const level = whole(query.get('level'), 1, 3);
  const request = {
    level,
    shape: whole(query.get('shape'), 1, 4),
    difficulty: Math.min(level + 1, whole(query.get('difficulty'), 1, 4)),
    id: query.get('id') ?? undefined,
  };
  const { data: record, isError, refetch } = usePuzzleQuery(request);
  const { data: profile } = useProfileQuery();
  const { game, gameId, outcome, log } = useAppSelector(selectPlay);
  const settings = useAppSelector(selectSettings);
  const puzzle = useMemo(() => (game.record ? decodePuzzle(game.record) : undefined), [game.record]);
  const [countdown, setCountdown] = useState(COUNTDOWN_SECONDS);
  // Every new game (a served puzzle, or the same one played again) counts down from the start;
  // set while rendering, so no effect of this render sees the last game's count.
  const [countdownOf, setCountdownOf] = useState(gameId);
  if (countdownOf !== gameId) {
    setCountdownOf(gameId);
    setCountdown(COUNTDOWN_SECONDS);
  }
  const openHint = useOpenHint();
  /** The game whose solution the player is looking at after it ended (spec: show puzzle). */
  const [solutionOf, setSolutionOf] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Good news for the player (a bonus, a clue answered), said politely. */
  const [cheer, setCheer] = useState<string | null>(null);
  const stage = useStage();
  const hintButton = useRef<HTMLButtonElement>(null);
  const revealButton = useRef<HTMLButtonElement>(null);
  const [spend] = useSpendGemsMutation();
  const analytics = useAnalytics();

  // A served puzzle starts a game once the balance is known.
  useEffect(() => {
    if (record && profile && game.record?.puzzleId !== record.puzzleId) {
      dispatch(gameStarted(record, profile.gems));
      void loadHintEngine();
      analytics.track('startplay', {
        level: record.level,
        shape: record.shape,
        difficulty: record.difficultyLevel,
      });
    }
  }, [record, profile, game.record?.puzzleId, dispatch, analytics]);

  /**
   * Play again: the same puzzle on a new serving (the server scores a serving once), with the
   * balance as the server last said it.
   */
  const playAgain = async (gems: number) => {
    if (!record) return;
    const again = await dispatch(
      gameApi.endpoints.puzzle.initiate(
        { ...request, id: record.puzzleId },
        { subscribe: false, forceRefetch: true },
      ),
    );
    if (again.data) dispatch(gameStarted(again.data, gems));
    else setNotice(t('loadFailed'));
  };
  const replayFromMenu = useEffectEvent(() => void playAgain(game.gems));

  // Spec: the side menu's "Play again" while solving starts this puzzle over (modals/SideMenu).
  useEffect(() => {
    const replay = () => replayFromMenu();
    window.addEventListener(REPLAY_EVENT, replay);
    return () => window.removeEventListener(REPLAY_EVENT, replay);
  }, []);

  // Sounds follow the store in a chunk of their own (@pixi/sound), like the stage.
  const store = useStore() as Store<RootState>;
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void import('./sound/game-sounds').then((sounds) => {
      if (!live) return;
      stop = sounds.followGameSounds({
        subscribe: store.subscribe,
        read: () => {
          const state = store.getState();
          const { game, outcome } = selectPlay(state);
          return { game, outcome, soundOn: selectSettings(state).hasSound };
        },
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [store]);

  // Spec: play pauses while an overlay is open, the tab is hidden, or the window cannot hold
  // the board (frame/viewport.ts); the paused time does not count.
  // An open hint pauses too, until the player goes back to the board (open-hint.ts).
  const overlay = useLocationHash() !== '';
  const blocked = useBoardBlocked();
  const hidden = useDocumentHidden();
  const shouldPause = overlay || blocked || hidden || openHint.reading;
  useEffect(() => {
    if (game.phase !== 'progress') return;
    if (shouldPause && game.pausedAt === null) dispatch(played({ type: 'paused' }));
    if (!shouldPause && game.pausedAt !== null) dispatch(played({ type: 'resumed' }));
  }, [shouldPause, game.phase, game.pausedAt, dispatch]);

  // Start countdown, then play; one tick a second keeps the clock (never a render per frame).
  useEffect(() => {
    if (game.phase === 'start') {
      if (countdown < 0) {
        dispatch(played({ type: 'countdownFinished' }));
        return;
      }
      const timer = setTimeout(() => setCountdown((c) => c - 1), 1000);
      return () => clearTimeout(timer);
    }
    if (game.phase === 'progress' && game.pausedAt === null) {
      const timer = setInterval(() => dispatch(played({ type: 'ticked' })), 1000);
      return () => clearInterval(timer);
    }
  }, [game.phase, game.pausedAt, countdown, dispatch]);

  useEffect(() => {
    if (outcome?.kind === 'wrong') {
      const verdict = game.lastVerdict;
      const why =
        verdict && !verdict.ok && settings.showErrorAssist
          ? ` ${t(`hints:${verdict.messageKey}`, verdict.params)}`
          : '';
      setNotice(`${t('wrong', { digit: outcome.digit })}${why}`);
    } else if (outcome?.kind === 'correct') setNotice(null);
    else if (outcome?.kind === 'clueAnswered') {
      const chosen = log.at(-1);
      const value = chosen?.type === 'clueAnswerChosen' ? chosen.value : '';
      const shown = `${outcome.half === 'add' ? '+' : '×'}${value}`;
      setNotice(outcome.right ? null : t('clueWrong', { value: shown }));
      setCheer(outcome.right ? t('clueRight', { value: shown }) : null);
    }
  }, [outcome, log, game.lastVerdict, settings.showErrorAssist, t]);

  // A square's bonus is said as well as drawn (the stage celebrates it on the board).
  const bonuses = useRef({ squares: 0, czeus: 0, points: 0 });
  useEffect(() => {
    const was = bonuses.current;
    const now = { squares: game.bonusSquares.length, czeus: game.czeusBonus, points: game.bonusPoints };
    bonuses.current = now;
    if (now.squares <= was.squares) return;
    const points = now.points + now.czeus - was.points - was.czeus;
    setCheer(t(now.czeus > was.czeus ? 'czeusBonus' : 'squareBonus', { points }));
  }, [game.bonusSquares, game.bonusPoints, game.czeusBonus, t]);
  useEffect(() => setCheer(null), [gameId]);

  /** The estimation pad's choices while a hidden clue half is selected. */
  const estimation = useMemo(() => {
    const sel = game.selection;
    if (!puzzle || !sel?.half) return null;
    const known = { values: game.values, clueAnswers: game.clueAnswers };
    if (halfValue(puzzle, known, puzzle.cells[sel.cell], sel.half) !== undefined) return null;
    return { half: sel.half, cell: sel.cell, choices: clueChoices(puzzle, sel.cell, sel.half) };
  }, [puzzle, game.selection, game.clueAnswers, game.values]); // not on every clock tick

  // Gems that come in mid-game (an ad watched for a hint) fly to the balance and can be spent
  // in this game; the end screen flies its own.
  const balance = profile?.gems;
  const lastBalance = useRef(balance);
  useEffect(() => {
    const before = lastBalance.current;
    lastBalance.current = balance;
    if (balance === undefined || before === undefined || balance <= before) return;
    if (game.phase !== 'start' && game.phase !== 'progress') return;
    // Only what the game does not have yet: a game started with the last game's earnings
    // already counted (Play again) sees the balance catch up, not a credit.
    const amount = Math.min(balance - before, balance - game.gems);
    if (amount <= 0) return;
    dispatch(played({ type: 'gemsCredited', amount }));
    const middle = { x: window.innerWidth / 2 - 40, y: window.innerHeight / 2 - 20, width: 80, height: 40 };
    flyGems(stage, middle, gemBalanceElement());
  }, [balance, game.phase, game.gems, stage, dispatch]);

  // A hint belongs to its game.
  useEffect(() => openHint.close(), [gameId]);

  // A found number ends the hint that led to it.
  useEffect(() => {
    if (outcome?.kind === 'correct' || outcome?.kind === 'revealed') openHint.close();
  }, [outcome]);

  /** The first touch of the board while a hint is read resumes play (the hint stays in view). */
  const toBoard = () => {
    setNotice(null); // a notice is about the last move; the next move (a note, a hint, a cell) moves on
    if (!openHint.reading) return;
    openHint.act();
    if (game.pausedAt !== null && !overlay && !blocked && !hidden) dispatch(played({ type: 'resumed' }));
  };
  const onSelect = (item: GridItem) => {
    toBoard();
    dispatch(played({ type: 'cellSelected', cell: item.cell, half: item.half }));
  };
  const onDigit = (digit: number) => {
    toBoard();
    dispatch(played({ type: 'digitEntered', digit }));
  };
  const onNotes = () => {
    toBoard();
    dispatch(played({ type: 'noteModeToggled' }));
  };
  const onUndo = () => {
    toBoard();
    dispatch(played({ type: 'undone' }));
  };

  /** Pays through the server's ledger first; the game records the purchase only when it is paid. */
  const buy = async (reason: 'smart-hint' | 'reveal') => {
    // Nothing is bought that the game would refuse: not before play, not while paused.
    if (game.phase !== 'progress' || !gameId) return false;
    toBoard();
    const price = reason === 'smart-hint' ? SMART_HINT_PRICE : REVEAL_PRICE;
    const available =
      reason === 'smart-hint' ? game.smartHintsLeft > 0 : !!game.selection && !game.selection.half;
    if (!available) {
      setNotice(t(reason === 'smart-hint' ? 'noHintsLeft' : 'selectFirst'));
      return false;
    }
    if (game.gems < price) {
      // Spec: not enough gems offers the ad reward.
      setNotice(t('notEnoughGems'));
      openModal('adreward');
      return false;
    }
    const count = reason === 'smart-hint' ? game.hintsUsed : game.revealsUsed;
    try {
      await spend({
        gems: game.gems - price,
        reason,
        idempotencyKey: purchaseKey(gameId, reason, count + 1),
      }).unwrap();
    } catch {
      setNotice(t('notEnoughGems'));
      return false;
    }
    dispatch(played({ type: reason === 'smart-hint' ? 'hintRequested' : 'revealRequested' }));
    // The price flies from the balance into the button that spent it.
    flyGems(stage, gemBalanceElement(), (reason === 'smart-hint' ? hintButton : revealButton).current);
    return true;
  };

  const askHint = async () => {
    if (openHint.hint) {
      // Spec: a second press hides the hint.
      openHint.close();
      return;
    }
    if (!puzzle || !(await buy('smart-hint'))) return;
    const { nextHint } = await loadHintEngine();
    // The board as it is now: the player may have moved while the purchase went through.
    const now = selectPlay(store.getState()).game;
    const player = { values: now.values, notes: now.notes.mystery, selected: now.selection?.cell ?? null };
    openHint.open(nextHint(puzzle, player), nextHint(puzzle, player, { full: true }));
  };

  const heading = <h1 className="visually-hidden">{t('shell:screen.play')}</h1>;
  if (isError)
    return (
      <main className="play">
        {heading}
        <LoadFailed
          newPuzzle={`/play?level=${request.level}&shape=${request.shape}&difficulty=${request.difficulty}`}
        />
      </main>
    );
  if (!puzzle || !game.record)
    return (
      <main className="play">
        {heading}
        <p role="status">{t('loading')}</p>
      </main>
    );

  return (
    <StageContext.Provider value={stage}>
      <main className="play play--stage">
        {heading}
        <ExitGuard active={game.phase === 'start' || game.phase === 'progress'} />
        <PlayBar game={game} />
        {game.phase === 'start' && (
          <p className="play__countdown" role="status">
            {countdown > 0 ? countdown : t('go')}
          </p>
        )}
        {game.phase === 'finished' && solutionOf === gameId && (
          <div className="play__board">
            <StageBoard
              puzzle={puzzle}
              game={game}
              showSolution
              stage={stage}
              hint={null}
              onSelect={() => undefined}
              onDigit={() => undefined}
              onKey={() => undefined}
            />
            <div className="play__controls">
              <button type="button" className="button button--primary" onClick={() => setSolutionOf(null)}>
                {t('backToResults')}
              </button>
            </div>
          </div>
        )}
        {game.phase === 'finished' ? (
          <ScoreAndEnd
            key={gameId}
            hidden={solutionOf === gameId}
            onShowPuzzle={() => setSolutionOf(gameId)}
            onReplay={(gems) => void playAgain(gems)}
            onNext={(to) => {
              // The same step again: a new puzzle of it; another step: its address.
              if (
                to.level === request.level &&
                to.shape === request.shape &&
                to.difficulty === request.difficulty
              )
                void refetch();
              else navigate(`/play?level=${to.level}&shape=${to.shape}&difficulty=${to.difficulty}`);
            }}
          />
        ) : (
          <div className="play__board">
            <StageBoard
              puzzle={puzzle}
              game={game}
              stage={stage}
              hint={openHint.marks}
              onSelect={onSelect}
              onDigit={onDigit}
              onKey={(k) => (k === 'notes' ? onNotes() : void askHint())}
            />
            <div className="play__controls">
              <NumberPad
                noteMode={game.noteMode}
                onDigit={onDigit}
                onNotes={onNotes}
                onUndo={game.undo.length ? onUndo : undefined}
                wrong={outcome?.kind === 'wrong' ? outcome : null}
              />
              {estimation && (
                <EstimationPad
                  half={estimation.half}
                  choices={estimation.choices}
                  onChoose={(value) => {
                    toBoard();
                    dispatch(
                      played({
                        type: 'clueAnswerChosen',
                        cell: estimation.cell,
                        half: estimation.half,
                        value,
                      }),
                    );
                  }}
                />
              )}
              <div className="play__buy">
                <button
                  ref={hintButton}
                  type="button"
                  className="button"
                  aria-pressed={!!openHint.hint}
                  onClick={() => void askHint()}
                >
                  {t('hint', { price: SMART_HINT_PRICE })}
                </button>
                <button
                  ref={revealButton}
                  type="button"
                  className="button"
                  onClick={() => void buy('reveal')}
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
              {openHint.hint && (
                <HintBox
                  hint={openHint.hint}
                  hasMore={openHint.hasMore}
                  showFull={openHint.showFull}
                  onToggle={openHint.toggle}
                  onClose={openHint.close}
                />
              )}
            </div>
          </div>
        )}
      </main>
    </StageContext.Provider>
  );
}

type Place = Element | { x: number; y: number; width: number; height: number } | null;

/** A flight of gems on the stage, from one place of the page to another (nothing without a stage). */
function flyGems(stage: Stage | null, from: Place, to: Place, count = FLYING_GEMS) {
  if (!stage || !from || !to) return;
  const rect = (p: Exclude<Place, null>) => (p instanceof Element ? stage.rectOf(p) : p);
  stage.fx.flyGems(rect(from), rect(to), count);
}

/** Posts the finished game (retrying until the server has it) and shows the end screen. */
const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** Whether the tab is hidden (another tab, the phone locked). */
function useDocumentHidden(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.hidden);
}
