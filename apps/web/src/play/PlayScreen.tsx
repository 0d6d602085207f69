import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { GameMode } from '@czeus/contract';
import { selectSettings } from '../settings/settings-slice';
import { usePuzzleQuery } from '../store/api';
import { useAppSelector } from '../store/hooks';
import { isNetworkFailure } from '../offline/connection';
import { LoadFailed } from './LoadFailed';
import { ScoreAndEnd } from './ScoreAndEnd';
import { ServedPlay } from './ServedPlay';
import { useStockedPuzzle } from './stocked-puzzle';
import { ZenEnd } from './ZenEnd';

/**
 * The daily's play screen (daily/) is this screen's pieces with another source and end: it takes
 * them from this module, so they come in this screen's chunk, which home prefetches for Play. A
 * chunk of the shared pieces apart would add a file for home's entry to name, and home's first
 * load is held under 100,000 bytes (bench:web).
 */
export { ScoreAndEnd, ServedPlay };

const whole = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * The puzzle the address asks for: a land, shape and difficulty (at most land + 1), or an id;
 * and zen when the address says `mode=zen`, or says no mode and Options' zen is on.
 */
function usePlayRequest() {
  const query = new URLSearchParams(useSearch());
  const zenSetting = useAppSelector(selectSettings).zen;
  const level = whole(query.get('level'), 1, 3);
  const asked = query.get('mode');
  const mode: GameMode | undefined = (asked === null ? zenSetting : asked === 'zen') ? 'zen' : undefined;
  return {
    level,
    shape: whole(query.get('shape'), 1, 4),
    difficulty: Math.min(level + 1, whole(query.get('difficulty'), 1, 4)),
    id: query.get('id') ?? undefined,
    mode,
  };
}

/** Regular play (/play): the puzzle of the address's slot served by GET /game, the results card at the end; or zen. */
export function PlayScreen() {
  const [, navigate] = useLocation();
  const address = usePlayRequest();
  // What was asked of the server: an address that only names the puzzle in play (its id tapped
  // in the bar) keeps the game going rather than serving it anew.
  const [request, setRequest] = useState(address);
  const { data, isError, error, requestId, refetch } = usePuzzleQuery(request);
  // Without the network, a puzzle of the slot served ahead (offline/puzzle-stock); while it is
  // looked for, the screen waits as for the server.
  const offline = isError && isNetworkFailure(error);
  const stocked = useStockedPuzzle(offline ? requestId : undefined, request);
  const record = isError ? (stocked ?? undefined) : data;
  const named = address.id !== undefined && address.id === record?.puzzleId;
  if (!named && JSON.stringify(address) !== JSON.stringify(request)) setRequest(address);
  const zen = request.mode === 'zen' ? '&mode=zen' : '';
  const slot = `/play?level=${request.level}&shape=${request.shape}&difficulty=${request.difficulty}${zen}`;
  // A new puzzle of the slot; the address no longer names the last one.
  const again = () => {
    if (address.id) navigate(slot);
    void refetch();
  };
  return (
    <ServedPlay
      record={record}
      land={request.id ? undefined : request.level}
      zen={!!zen}
      failed={isError && (!offline || stocked === null) ? <LoadFailed newPuzzle={slot} /> : undefined}
      end={
        zen ? (
          // A new puzzle of the slot; a puzzle named by id, the slot's own next one.
          <ZenEnd onNext={() => (request.id ? navigate(slot) : again())} />
        ) : (
          <ScoreAndEnd
            onNext={(to) => {
              // The same step again: a new puzzle of it; another step: its address.
              const same =
                to.level === request.level &&
                to.shape === request.shape &&
                to.difficulty === request.difficulty;
              if (same && !request.id) again();
              else navigate(`/play?level=${to.level}&shape=${to.shape}&difficulty=${to.difficulty}`);
            }}
          />
        )
      }
    />
  );
}
