import type { ScoreRequest } from '@czeus/contract';
import { memoryStorage } from '../testing/memory-storage';
import {
  forgetScore,
  keepScore,
  PENDING_SCORES_KEY,
  pendingScores,
  sendPendingScores,
  watchPendingScores,
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

  it('sends what is pending in the order played and forgets what the server took or refused for good', async () => {
    const storage = memoryStorage();
    const answers: Record<string, () => Promise<unknown>> = {
      taken: () => Promise.resolve(),
      refused: () => Promise.reject({ status: 409, data: { message: 'puzzle-fail' } }),
      offline: () => Promise.reject({ status: 'FETCH_ERROR' }),
      later: () => Promise.resolve(),
    };
    for (const id of Object.keys(answers)) keepScore(storage, claim(id));
    const sent: string[] = [];
    await sendPendingScores(storage, (c) => {
      sent.push(c.gameId);
      return answers[c.gameId]();
    });
    // The one the network failed stops the round: what came after it waits behind it.
    expect(sent).toEqual(['taken', 'refused', 'offline']);
    expect(pendingScores(storage).map((s) => s.gameId)).toEqual(['offline', 'later']);
    await sendPendingScores(storage, (c) => {
      sent.push(c.gameId);
      return Promise.resolve();
    });
    expect(sent.slice(3)).toEqual(['offline', 'later']);
    expect(pendingScores(storage)).toEqual([]);
  });

  it('answers with what the server said of each game it took, to a caller that joined the round too', async () => {
    const storage = memoryStorage();
    for (const id of ['a', 'refused', 'b', 'offline', 'c']) keepScore(storage, claim(id));
    const post = (c: ScoreRequest) =>
      c.gameId === 'refused'
        ? Promise.reject({ status: 409 })
        : c.gameId === 'offline'
          ? Promise.reject({ status: 'FETCH_ERROR' })
          : Promise.resolve({ recorded: c.gameId });
    const [first, joined] = await Promise.all([
      sendPendingScores(storage, post),
      sendPendingScores(storage, post),
    ]);
    expect([...first.entries()]).toEqual([
      ['a', { recorded: 'a' }],
      ['b', { recorded: 'b' }],
    ]);
    expect(joined).toBe(first);
  });

  it("keeps a rate-limited or busy server's games for the next round", async () => {
    for (const status of [429, 408, 503]) {
      const storage = memoryStorage();
      keepScore(storage, claim('a'));
      await sendPendingScores(storage, () => Promise.reject({ status }));
      expect(pendingScores(storage).map((s) => s.gameId)).toEqual(['a']);
    }
  });

  it('posts one game at a time, and a second call while a round runs joins it: each game is sent once', async () => {
    const storage = memoryStorage();
    for (const id of ['a', 'b', 'c']) keepScore(storage, claim(id));
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const post = async (c: ScoreRequest) => {
      sent.push(c.gameId);
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
    };
    await Promise.all([sendPendingScores(storage, post), sendPendingScores(storage, post)]);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
  });

  it('tells its watchers how many games wait, as games are kept and sent', async () => {
    const storage = memoryStorage();
    const counts: number[] = [];
    const stop = watchPendingScores((n) => counts.push(n));
    keepScore(storage, claim('a'));
    keepScore(storage, claim('b'));
    await sendPendingScores(storage, () => Promise.resolve());
    stop();
    keepScore(storage, claim('c'));
    expect(counts).toEqual([1, 2, 1, 0]);
  });
});
