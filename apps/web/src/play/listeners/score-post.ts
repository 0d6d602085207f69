import type { UnsubscribeListener } from '@reduxjs/toolkit';
import type { ScoreRequest, ScoreResponse } from '@czeus/contract';
import { recordResult, resultOf, summaryOf } from '@czeus/game';
import type { Level } from '@czeus/puzzle';
import { gameApi } from '../../store/api';
import { type AppDispatch, addAppListener } from '../../store/store';
import { isNetworkFailure, isOffline, whenOnline } from '../../offline/connection';
import { forgetScore, keepScore, refusedByServer, sendPendingScores } from '../pending-scores';
import { type PlayState, scoreChanged, selectPlay } from '../play-slice';
import { progressChanged, progressRestored, selectProgress } from '../progress-slice';
import { loadProgress, saveProgress } from '../progress-storage';
import { countedGameEnded } from '../counted-end';

/** A score post that failed is tried again after this long, doubling each time up to the cap. */
const SCORE_RETRY_MS = 3000;
const SCORE_RETRY_CAP_MS = 60_000;
/** Tries in this page; the pending copy is sent again at the next start (pending-scores). */
const SCORE_TRIES = 10;

/** The finished game as the server wants it: the spec's payload and the log it replays. */
function claimOf(play: PlayState): ScoreRequest | null {
  const { game, log, gameId, mode } = play;
  if (!game.record || !gameId) return null;
  const s = summaryOf(game);
  return {
    gameId,
    puzzleId: game.record.puzzleId,
    playTime: s.playTime,
    score: s.score,
    startTime: Date.now() - s.playTime * 1000,
    endTime: Date.now(),
    hintsUsed: s.hintsUsed + s.revealsUsed,
    timeStar: s.timeStar,
    noerrorsStar: s.noerrorsStar,
    finishedStar: s.finishedStar,
    difficulty: game.record.difficulty,
    finishType: s.finishType ?? 'errors_fail',
    errorsMade: s.errorsMade,
    events: log,
    ...(mode.marathon ? { runId: mode.marathon.runId } : {}),
  };
}

/**
 * When a game that counts ends: auto-progress counts its result (once: a game ends once), the score is
 * kept in storage and posted, tried again with back-off until the server has it or refuses it.
 */
export function startScorePost(dispatch: AppDispatch): UnsubscribeListener[] {
  return [
    dispatch(
      addAppListener({
        // Only a mode that counts (regular play) posts; tutorials and practice count nothing.
        predicate: countedGameEnded,
        effect: async (_, api) => {
          const play = selectPlay(api.getState());
          const claim = claimOf(play);
          if (!claim || !play.game.record) return;
          // On the device before the first post, so a reload or a lost connection loses nothing.
          const kept = keepScore(claim);
          const counted = recordResult(
            selectProgress(api.getState()),
            play.game.record.level as Level,
            claim.puzzleId,
            resultOf(summaryOf(play.game)),
          );
          api.dispatch(progressChanged(counted.progress));
          const status = { gameId: claim.gameId, levelUp: counted.levelUp };
          api.dispatch(scoreChanged({ ...status, state: 'saving' }));
          const post = (c: ScoreRequest) => api.dispatch(gameApi.endpoints.postScore.initiate(c)).unwrap();
          await api.pause(kept);
          let wait = SCORE_RETRY_MS;
          for (let tries = 1; ; tries++) {
            const answer = await api.dispatch(gameApi.endpoints.postScore.initiate(claim));
            if ('data' in answer && answer.data) {
              await forgetScore(claim.gameId);
              api.dispatch(scoreChanged({ ...status, state: 'saved', recorded: answer.data }));
              return;
            }
            if (refusedByServer(answer.error)) {
              await forgetScore(claim.gameId);
              api.dispatch(scoreChanged({ ...status, state: 'refused' }));
              return;
            }
            if (isNetworkFailure(answer.error) && isOffline()) {
              // No network: the game waits on the device. Once the network is back, the games
              // are posted in the order played, this one among them: the card shows what the
              // server answered for it, or it is asked again if that round did not reach it.
              api.dispatch(scoreChanged({ ...status, state: 'waiting' }));
              await api.pause(whenOnline());
              const sent = await api.pause(sendPendingScores(post));
              const recorded = sent.get(claim.gameId) as ScoreResponse | undefined;
              if (recorded) {
                api.dispatch(scoreChanged({ ...status, state: 'saved', recorded }));
                return;
              }
              tries = 0;
              continue;
            }
            api.dispatch(scoreChanged({ ...status, state: 'retrying' }));
            if (tries >= SCORE_TRIES) return;
            await api.delay(wait);
            wait = Math.min(wait * 2, SCORE_RETRY_CAP_MS);
          }
        },
      }),
    ),
    dispatch(
      addAppListener({
        predicate: (action) => progressChanged.match(action),
        effect: (_, api) => saveProgress(api.extra.storage, selectProgress(api.getState())),
      }),
    ),
  ];
}

/** The counters this browser kept, into the store (once, when the play chunk joins it). */
export const restoreProgress = (dispatch: AppDispatch, storage: Parameters<typeof loadProgress>[0]) =>
  dispatch(progressRestored(loadProgress(storage)));
