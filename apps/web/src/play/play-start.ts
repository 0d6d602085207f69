import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { PuzzleRecord } from '@czeus/puzzle';
import { useAnalytics } from '../analytics/context';
import { useBoardBlocked } from '../frame/viewport';
import { useLocationHash } from '../frame/location-hash';
import { selectSettings } from '../settings/settings-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { AppStore } from '../store/store';
import { selectBoardCramped } from './board-view';
import { useDocumentHidden } from './document-hidden';
import { startPlay } from './listeners';
import { trackPlayFinish } from './play-finish';
import type { PlayMode } from './play-mode';
import { gameStarted, holdsChanged, playLeft, selectPlay, selectRecord } from './play-slice';
import { loadHintEngine } from './purchase';
import { selectMusic } from './sound/music-cue';
import { whenIdle } from '../when-idle';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Starts the play screen's listeners (once per store), a game in the screen's mode once the
 * puzzle and the balance are known (its start and finish counted by analytics), the sounds and the music; leaving the screen ends the game unseen.
 */
export function usePlayStart(
  record: PuzzleRecord | undefined,
  gems: number | undefined,
  mode: PlayMode,
): void {
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const analytics = useAnalytics();
  const playing = useAppSelector(selectRecord)?.puzzleId;

  useEffect(() => {
    startPlay(store, browserStorage());
    return () => void store.dispatch(playLeft());
  }, [store]);
  useEffect(() => trackPlayFinish(store.dispatch, analytics), [store, analytics]);

  useEffect(() => {
    if (!record || gems === undefined || playing === record.puzzleId) return;
    dispatch(gameStarted(record, gems, mode));
    // Wanted at the first hint, not before the board: fetched once the page is idle.
    whenIdle(() => void loadHintEngine());
    if (mode.scored)
      analytics.track('startplay', {
        level: record.level,
        shape: record.shape,
        difficulty: record.difficultyLevel,
      });
  }, [record, gems, mode, playing, dispatch, analytics]);

  // Sounds and music follow the store in a chunk of their own (@pixi/sound), like the stage.
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void import('./sound/game-sounds').then((sounds) => {
      if (!live) return;
      const stopSounds = sounds.followGameSounds({
        subscribe: store.subscribe,
        read: () => {
          const state = store.getState();
          const { game, outcome } = selectPlay(state);
          const { hasSound, vibration } = selectSettings(state);
          return { game, outcome, soundOn: hasSound, vibrationOn: vibration };
        },
      });
      // The land's music: its player and file are fetched only after the first touch (music-follow).
      const stopMusic = sounds.followMusic({
        subscribe: store.subscribe,
        read: () => selectMusic(store.getState()),
      });
      stop = () => {
        stopSounds();
        stopMusic();
      };
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [store]);
}

/**
 * Spec: play pauses while an overlay is open, the tab is hidden, or the window cannot hold the
 * board (frame/viewport.ts) or not at a readable size (its clues would be drawn too small); the
 * pause policy (play/listeners) acts on these holds.
 */
export function usePlayHolds(): void {
  const dispatch = useAppDispatch();
  const overlay = useLocationHash() !== '';
  const tooSmall = useBoardBlocked();
  const cramped = useAppSelector(selectBoardCramped);
  const blocked = tooSmall || cramped;
  const hidden = useDocumentHidden();
  useEffect(() => {
    dispatch(holdsChanged({ overlay, blocked, hidden }));
  }, [overlay, blocked, hidden, dispatch]);
}
