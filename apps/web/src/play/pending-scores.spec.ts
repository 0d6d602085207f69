import type { ScoreRequest } from '@czeus/contract';
import { IDBFactory } from 'fake-indexeddb';
import { createStore, set } from 'idb-keyval';
import { memoryStorage } from '../testing/memory-storage';
import type * as PendingScoresModule from './pending-scores';

type PendingScores = typeof PendingScoresModule;

/** The module as a newly opened page (tab) loads it: its own connection, no round running. */
async function openPage(): Promise<PendingScores> {
  let page: PendingScores | undefined;
  await jest.isolateModulesAsync(async () => {
    page = await import('./pending-scores');
  });
  return page as PendingScores;
}

let order = 0;
const claim = (gameId: string, endTime = ++order) =>
  ({ gameId, puzzleId: `p-${gameId}`, endTime, events: [] }) as unknown as ScoreRequest;
const ids = (scores: ScoreRequest[]) => scores.map((s) => s.gameId);

/** The page's localStorage: tests run under Node, which has no window. */
let localStorage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  // Every test starts on a device that has kept nothing.
  globalThis.indexedDB = new IDBFactory();
  localStorage = memoryStorage();
  Object.assign(globalThis, { window: { localStorage } });
});

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('pending scores', () => {
  it('keeps each finished game once, by its id, and lists them in the order played', async () => {
    const page = await openPage();
    await page.keepScore(claim('b', 20));
    await page.keepScore(claim('a', 10));
    await page.keepScore(claim('b', 20));
    expect(ids(await page.pendingScores())).toEqual(['a', 'b']);
    await page.forgetScore('a');
    expect(ids(await page.pendingScores())).toEqual(['b']);
    // Kept on the device: a page opened later (a reload) still has it.
    expect(ids(await (await openPage()).pendingScores())).toEqual(['b']);
  });

  it('loses no game when two tabs keep and forget games at once', async () => {
    const [one, two] = [await openPage(), await openPage()];
    await one.keepScore(claim('sent'));
    const games = Array.from({ length: 40 }, (_, i) => claim(`g${i}`));
    await Promise.all([...games.map((g, i) => (i % 2 ? one : two).keepScore(g)), two.forgetScore('sent')]);
    expect(ids(await one.pendingScores())).toEqual(ids(games));
    expect(ids(await two.pendingScores())).toEqual(ids(games));
  });

  it('reads a damaged entry as nothing pending', async () => {
    const page = await openPage();
    await page.keepScore(claim('good'));
    const store = createStore('czeus-pending-scores', 'scores');
    await set('number', 1, store);
    await set('id-not-text', { gameId: 2 }, store);
    expect(ids(await page.pendingScores())).toEqual(['good']);
  });

  it("moves the games an earlier release kept in localStorage, and drops that copy only once they're moved", async () => {
    const kept = [claim('old-1'), claim('old-2')];
    localStorage.setItem('czeus.pendingScores', JSON.stringify(kept));
    const page = await openPage();
    expect(ids(await page.pendingScores())).toEqual(['old-1', 'old-2']);
    expect(localStorage.getItem('czeus.pendingScores')).toBeNull();
    expect(ids(await (await openPage()).pendingScores())).toEqual(['old-1', 'old-2']);
  });

  it('moves a game a tab of the earlier release adds while the list is being moved', async () => {
    localStorage.setItem('czeus.pendingScores', JSON.stringify([claim('old')]));
    const read = localStorage.getItem;
    let reads = 0;
    localStorage.getItem = (key: string) => {
      // The other tab writes its game just after this page's first read of the list.
      if (++reads === 2) localStorage.setItem(key, JSON.stringify([claim('old'), claim('added')]));
      return read(key);
    };
    const page = await openPage();
    expect(ids(await page.pendingScores())).toEqual(['old', 'added']);
    expect(localStorage.data.has('czeus.pendingScores')).toBe(false);
  });

  it('keeps the games in the list, across a reload, where IndexedDB is refused', async () => {
    localStorage.setItem('czeus.pendingScores', JSON.stringify([claim('old')]));
    // As in a private mode that refuses IndexedDB.
    globalThis.indexedDB = undefined as unknown as IDBFactory;
    const page = await openPage();
    await page.keepScore(claim('new'));
    expect(ids(await page.pendingScores())).toEqual(['old', 'new']);
    expect(ids(await (await openPage()).pendingScores())).toEqual(['old', 'new']);
    await page.forgetScore('old');
    expect(ids(await (await openPage()).pendingScores())).toEqual(['new']);
  });

  it('keeps the games in the list when IndexedDB does not open within 3 s', async () => {
    // An open whose request never answers, as a stuck browser database does.
    globalThis.indexedDB = { open: () => ({}) } as unknown as IDBFactory;
    const page = await openPage();
    await page.keepScore(claim('kept'));
    expect(ids(await page.pendingScores())).toEqual(['kept']);
    expect(localStorage.getItem('czeus.pendingScores')).toContain('"kept"');
  }, 10_000);

  it('sends what is pending in the order played and forgets what the server took or refused for good', async () => {
    const page = await openPage();
    const answers: Record<string, () => Promise<unknown>> = {
      taken: () => Promise.resolve(),
      refused: () => Promise.reject({ status: 409, data: { message: 'puzzle-fail' } }),
      offline: () => Promise.reject({ status: 'FETCH_ERROR' }),
      later: () => Promise.resolve(),
    };
    for (const id of Object.keys(answers)) await page.keepScore(claim(id));
    const sent: string[] = [];
    await page.sendPendingScores((c) => {
      sent.push(c.gameId);
      return answers[c.gameId]();
    });
    // The one the network failed stops the round: what came after it waits behind it.
    expect(sent).toEqual(['taken', 'refused', 'offline']);
    expect(ids(await page.pendingScores())).toEqual(['offline', 'later']);
    await page.sendPendingScores((c) => {
      sent.push(c.gameId);
      return Promise.resolve();
    });
    expect(sent.slice(3)).toEqual(['offline', 'later']);
    expect(await page.pendingScores()).toEqual([]);
  });

  it('answers with what the server said of each game it took, to a caller that joined the round too', async () => {
    const page = await openPage();
    for (const id of ['a', 'refused', 'b', 'offline', 'c']) await page.keepScore(claim(id));
    const post = (c: ScoreRequest) =>
      c.gameId === 'refused'
        ? Promise.reject({ status: 409 })
        : c.gameId === 'offline'
          ? Promise.reject({ status: 'FETCH_ERROR' })
          : Promise.resolve({ recorded: c.gameId });
    const [first, joined] = await Promise.all([page.sendPendingScores(post), page.sendPendingScores(post)]);
    expect([...first.entries()]).toEqual([
      ['a', { recorded: 'a' }],
      ['b', { recorded: 'b' }],
    ]);
    expect(joined).toBe(first);
  });

  it("keeps a rate-limited or busy server's games for the next round", async () => {
    const page = await openPage();
    await page.keepScore(claim('a'));
    for (const status of [429, 408, 503]) {
      await page.sendPendingScores(() => Promise.reject({ status }));
      expect(ids(await page.pendingScores())).toEqual(['a']);
    }
  });

  it('posts one game at a time, and a second call while a round runs joins it: each game is sent once', async () => {
    const page = await openPage();
    for (const id of ['a', 'b', 'c']) await page.keepScore(claim(id));
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const post = async (c: ScoreRequest) => {
      sent.push(c.gameId);
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
    };
    await Promise.all([page.sendPendingScores(post), page.sendPendingScores(post)]);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
  });

  it('tells its watchers how many games wait, as games are kept and sent', async () => {
    const page = await openPage();
    const counts: number[] = [];
    const stop = page.watchPendingScores((n) => counts.push(n));
    await page.keepScore(claim('a'));
    await page.keepScore(claim('b'));
    await page.sendPendingScores(() => Promise.resolve());
    stop();
    await page.keepScore(claim('c'));
    expect(counts).toEqual([1, 2, 1, 0]);
  });
});
