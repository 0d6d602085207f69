import type { ScoreRequest } from '@czeus/contract';
import { memoryStorage } from '../testing/memory-storage';
import {
  forgetScore,
  keepScore,
  PENDING_SCORES_KEY,
  pendingScores,
  resendPendingScores,
} from './pending-scores';

const claim = (gameId: string) => ({ gameId, puzzleId: 'p', events: [] }) as unknown as ScoreRequest;

describe('pending scores', () => {
  it('keeps each finished game once until it is acknowledged', () => {
    const storage = memoryStorage();
    keepScore(storage, claim('a'));
    keepScore(storage, claim('b'));
    keepScore(storage, claim('a'));
    expect(pendingScores(storage).map((s) => s.gameId)).toEqual(['b', 'a']);
    forgetScore(storage, 'b');
    expect(pendingScores(storage).map((s) => s.gameId)).toEqual(['a']);
  });

  it('reads a damaged entry as nothing pending', () => {
    expect(pendingScores(memoryStorage({ [PENDING_SCORES_KEY]: '{oops' }))).toEqual([]);
    expect(pendingScores(memoryStorage({ [PENDING_SCORES_KEY]: '[1, {"gameId": 2}]' }))).toEqual([]);
    expect(pendingScores(undefined)).toEqual([]);
  });

  it('resends what is pending and forgets what the server took or refused for good', async () => {
    const storage = memoryStorage();
    const answers: Record<string, Promise<unknown>> = {
      taken: Promise.resolve(),
      offline: Promise.reject(new Error('offline')),
      refused: Promise.reject({ status: 409, data: { message: 'puzzle-fail' } }),
      limited: Promise.reject({ status: 429 }),
      broken: Promise.reject({ status: 503 }),
    };
    for (const id of Object.keys(answers)) keepScore(storage, claim(id));
    resendPendingScores(storage, (c) => answers[c.gameId]);
    await new Promise((r) => setTimeout(r, 0));
    expect(pendingScores(storage).map((s) => s.gameId)).toEqual(['offline', 'limited', 'broken']);
  });
});
