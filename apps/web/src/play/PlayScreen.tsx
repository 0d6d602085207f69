import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useProfileQuery, usePuzzleQuery } from '../store/api';
import { useAppSelector } from '../store/hooks';
import { useRegularMode } from './land-prompt';
import { PlayField } from './PlayField';
import { PlayPending } from './PlayPending';
import { selectGameId, selectRecord } from './play-slice';
import { usePlayHolds, usePlayStart } from './play-start';
import { ScoreAndEnd } from './ScoreAndEnd';

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
 * Regular play (/play): the served puzzle in the regular mode (opening with the land's
 * tutorial prompt on a first visit), the results card at the end.
 * The game's effects (clock, pauses, score post, play again, gem credits) are listeners on the
 * store (play/listeners); the pieces are PlayField's.
 */
export function PlayScreen() {
  const { t } = useTranslation('play');
  const [, navigate] = useLocation();
  const request = usePlayRequest();
  const { data: record, isError, refetch } = usePuzzleQuery(request);
  const { data: profile } = useProfileQuery();
  usePlayStart(record, profile?.gems, useRegularMode(record));
  usePlayHolds();
  const playing = useAppSelector(selectRecord) !== null;
  const gameId = useAppSelector(selectGameId);

  const heading = <h1 className="visually-hidden">{t('shell:screen.play')}</h1>;
  const land = request.id ? undefined : request.level;
  if (isError)
    return (
      <PlayPending
        heading={heading}
        level={land}
        newPuzzle={`/play?level=${request.level}&shape=${request.shape}&difficulty=${request.difficulty}`}
      />
    );
  if (!playing) return <PlayPending heading={heading} level={land} />;

  return (
    <main className="play play--stage">
      {heading}
      <PlayField
        end={
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
        }
      />
    </main>
  );
}
