import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { decodePuzzle } from '@czeus/puzzle';
import { useProfileQuery, usePuzzleQuery } from '../store/api';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { GridItem } from './cell-view';
import { ExitGuard } from './ExitGuard';
import { LoadFailed } from './LoadFailed';
import { PlayBar } from './PlayBar';
import { PlayControls } from './PlayControls';
import { played, selectPlay, solutionToggled } from './play-slice';
import { usePlayHolds, usePlayStart } from './play-start';
import { askHint, backToBoard } from './purchase';
import { ScoreAndEnd } from './ScoreAndEnd';
import { StageBoard } from './stage/StageBoard';
import { useStage } from './stage/use-stage';
import { openModal } from '../modals/location-hash';

const whole = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/** The puzzle the address asks for: a land, shape and difficulty (at most land + 1), or an id. */
function usePlayRequest() {
  const query = new URLSearchParams(useSearch());
  const level = whole(query.get('level'), 1, 3);
  return {
    level,
    shape: whole(query.get('shape'), 1, 4),
    difficulty: Math.min(level + 1, whole(query.get('difficulty'), 1, 4)),
    id: query.get('id') ?? undefined,
  };
}

/**
 * The play screen: the bar, the board (the stage draws it, the accessible grid takes the
 * input), the controls, and the end screen. The game's effects (clock, pauses, score post,
 * play again, gem credits) are listeners on the store (play/listeners); this is the layout.
 */
export function PlayScreen() {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const request = usePlayRequest();
  const { data: record, isError, refetch } = usePuzzleQuery(request);
  const { data: profile } = useProfileQuery();
  usePlayStart(record, profile?.gems);
  usePlayHolds();
  const { game, gameId, countdown, solutionShown } = useAppSelector(selectPlay);
  const puzzle = useMemo(() => (game.record ? decodePuzzle(game.record) : undefined), [game.record]);
  const stage = useStage();

  // The first touch of the board while a hint is read resumes play (the hint stays in view).
  const onSelect = (item: GridItem) => {
    dispatch(backToBoard());
    dispatch(played({ type: 'cellSelected', cell: item.cell, half: item.half }));
  };
  const onDigit = (digit: number) => {
    dispatch(backToBoard());
    dispatch(played({ type: 'digitEntered', digit }));
  };
  const onKey = (key: 'notes' | 'hint') => {
    dispatch(backToBoard());
    if (key === 'notes') dispatch(played({ type: 'noteModeToggled' }));
    else
      void dispatch(askHint()).then((result) => {
        if (result === 'notEnoughGems') openModal('adreward');
      });
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

  const finished = game.phase === 'finished';
  return (
    <main className="play play--stage">
      {heading}
      <ExitGuard active={game.phase === 'start' || game.phase === 'progress'} />
      <PlayBar game={game} />
      {game.phase === 'start' && (
        <p className="play__countdown" role="status">
          {countdown > 0 ? countdown : t('go')}
        </p>
      )}
      {finished && solutionShown && (
        <div className="play__board">
          <StageBoard
            live={!!stage}
            onSelect={() => undefined}
            onDigit={() => undefined}
            onKey={() => undefined}
          />
          <div className="play__controls">
            <button
              type="button"
              className="button button--primary"
              onClick={() => dispatch(solutionToggled(false))}
            >
              {t('backToResults')}
            </button>
          </div>
        </div>
      )}
      {finished ? (
        <ScoreAndEnd
          key={gameId}
          onNext={(to) => {
            // The same step again: a new puzzle of it; another step: its address.
            const same =
              to.level === request.level &&
              to.shape === request.shape &&
              to.difficulty === request.difficulty;
            if (same && !request.id) void refetch();
            else navigate(`/play?level=${to.level}&shape=${to.shape}&difficulty=${to.difficulty}`);
          }}
        />
      ) : (
        <div className="play__board">
          <StageBoard live={!!stage} onSelect={onSelect} onDigit={onDigit} onKey={onKey} />
          <PlayControls puzzle={puzzle} />
        </div>
      )}
    </main>
  );
}
