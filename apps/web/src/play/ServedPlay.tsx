import { Fragment, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyQuery } from '@czeus/contract';
import type { PuzzleRecord } from '@czeus/puzzle';
import { useProfileQuery } from '../store/api';
import { useAppSelector } from '../store/hooks';
import { useRegularMode } from './land-prompt';
import { PlayField } from './PlayField';
import { PlayPending } from './PlayPending';
import { type PlayMode, ZEN_PLAY } from './play-mode';
import { selectGameId, selectRecord } from './play-slice';
import { usePlayHolds, usePlayStart } from './play-start';

interface ServedPlayProps {
  /** The puzzle the server served (GET /game, GET /daily), once it has come. */
  record: PuzzleRecord | undefined;
  /** The land the address names: its scenery shows while the puzzle travels. */
  land?: number;
  /** Why there is no puzzle and the ways on, when the server could not serve one. */
  failed?: ReactNode;
  /** The results card of a finished game, new for each game. */
  end: ReactNode;
  /** The daily this puzzle is, so that playing it again is served by GET /daily. */
  daily?: DailyQuery;
  /** Played in zen (no land prompt: its own card opens the game). */
  zen?: boolean;
  /** A mode of the screen's own (a marathon's step), in place of regular play's. */
  mode?: PlayMode;
}

/**
 * A served puzzle played in the regular mode (opening with the land's tutorial prompt on a first
 * visit) or in zen: the screen of /play and of the daily, which differ only in where the record comes from
 * and in their end. The game's effects (clock, pauses, score post, gem credits) are listeners on
 * the store (play/listeners); the pieces are PlayField's.
 */
export function ServedPlay({ record, land, failed, end, daily, zen, mode: own }: ServedPlayProps) {
  const { t } = useTranslation('play');
  const { data: profile, isError: noProfile } = useProfileQuery();
  const regular = useRegularMode(record);
  const mode = useMemo(
    () => own ?? (zen ? ZEN_PLAY : daily ? { ...regular, daily } : regular),
    [own, regular, daily, zen],
  );
  // Without the network (a stocked puzzle) the game starts without the balance: nothing can be
  // bought offline (purchase.ts), and the server counts what the game earns once it has it.
  usePlayStart(record, profile?.gems ?? (noProfile ? 0 : undefined), mode);
  usePlayHolds();
  const playing = useAppSelector(selectRecord) !== null;
  const gameId = useAppSelector(selectGameId);

  const heading = <h1 className="visually-hidden">{t('shell:screen.play')}</h1>;
  if (failed) return <PlayPending heading={heading} level={land} failed={failed} />;
  if (!playing) return <PlayPending heading={heading} level={land} />;
  return (
    <main className="play play--stage">
      {heading}
      <PlayField end={<Fragment key={gameId}>{end}</Fragment>} />
    </main>
  );
}
