import { useEffect, useRef, useState } from 'react';
import type { ScoreResponse } from '@czeus/contract';
import { continueStep, type LevelUp, recordResult, resultOf, SEQUENCE, summaryOf } from '@czeus/game';
import type { Level } from '@czeus/puzzle';
import { usePostScoreMutation } from '../store/api';
import { useAppSelector } from '../store/hooks';
import { EndScreen, type SaveState } from './EndScreen';
import { forgetScore, keepScore, refusedByServer } from './pending-scores';
import { selectPlay } from './play-slice';
import { loadProgress, saveProgress, stepOf } from './progress-storage';

/** A score post that failed is tried again this often, up to SCORE_TRIES times. */
const SCORE_RETRY_MS = 3000;
const SCORE_TRIES = 10;

/** Games already counted by auto-progress in this page, with the level-up each gave. */
const counted = new Map<string, LevelUp>();

/** A step of the auto-progress sequence: where Continue leads. */
export interface Choice {
  level: number;
  shape: number;
  difficulty: number;
}

interface ScoreAndEndProps {
  /** The end screen waits, hidden, while the solution shows (it keeps its post and timeline). */
  hidden: boolean;
  /** Play the puzzle again, starting from this balance. */
  onReplay: (gems: number) => void;
  onNext: (to: Choice) => void;
  onShowPuzzle: () => void;
}

export function ScoreAndEnd({ hidden, onReplay, onNext, onShowPuzzle }: ScoreAndEndProps) {
  const { game, log, gameId } = useAppSelector(selectPlay);
  const levelUp = useRef<LevelUp>(null);
  const [post] = usePostScoreMutation();
  const [recorded, setRecorded] = useState<ScoreResponse>();
  const [saving, setSaving] = useState<SaveState>('saving');
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !game.record || !gameId) return;
    sent.current = true;
    const s = summaryOf(game);
    const claim = {
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
    };
    keepScore(browserStorage(), claim);
    // Auto-progress counts the result once, when the game ends (spec: Auto-progress); coming
    // back to /play with the finished game shows its end screen again without counting it.
    if (!counted.has(gameId)) {
      counted.set(gameId, null);
      const result = recordResult(
        loadProgress(browserStorage()),
        game.record.level as Level,
        game.record.puzzleId,
        resultOf(s),
      );
      saveProgress(browserStorage(), result.progress);
      counted.set(gameId, result.levelUp);
    }
    levelUp.current = counted.get(gameId) ?? null;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      tries++;
      post(claim)
        .unwrap()
        .then((answer) => {
          forgetScore(browserStorage(), claim.gameId);
          setRecorded(answer);
          setSaving('saved');
        })
        .catch((error: unknown) => {
          if (refusedByServer(error)) {
            forgetScore(browserStorage(), claim.gameId);
            setSaving('refused');
            return;
          }
          setSaving('retrying');
          if (tries < SCORE_TRIES) timer = setTimeout(attempt, SCORE_RETRY_MS);
        });
    };
    attempt();
    return () => clearTimeout(timer);
  }, [game, log, gameId, post]);

  /** Spec: Continue moves along the sequence as the last result allows ('W' two steps, 'Y'/'A' one). */
  const onContinue = () => {
    const record = game.record;
    if (!record) return;
    const progress = loadProgress(browserStorage());
    const from = stepOf(record.level, record.shape, record.difficultyLevel) ?? progress.step;
    const step = continueStep(from, levelUp.current);
    levelUp.current = null;
    saveProgress(browserStorage(), { ...progress, step });
    const [level, shape, difficulty] = SEQUENCE[step];
    onNext({ level, shape, difficulty });
  };

  return (
    <EndScreen
      hidden={hidden}
      game={game}
      recorded={recorded}
      saving={saving}
      onReplay={() => onReplay(recorded?.gems ?? game.gems)}
      onContinue={onContinue}
      onShowPuzzle={onShowPuzzle}
    />
  );
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
