import { generatePuzzle } from '@czeus/puzzle';
import { settingToggled } from '../../settings/settings-slice';
import { makeStore } from '../../store/store';
import { memoryStorage } from '../../testing/memory-storage';
import { gameStarted, holdsChanged, played } from '../play-slice';
import { selectMusic } from './music-cue';
import { followMusic, type Player } from './music-follow';

const SESSION = 'abcdefghij0123456789';
const autumn = generatePuzzle({ level: 2, shape: 1, band: 1, seed: 'music' });

/** A store with a land-2 game running. */
function playing() {
  const store = makeStore({ sessionId: SESSION, storage: memoryStorage() });
  store.dispatch(gameStarted(autumn, 500));
  store.dispatch(played({ type: 'countdownFinished' }));
  return store;
}

/** The player the follower asks for, as a record of what it was told (the real one needs Web Audio). */
function heard() {
  const told: [string | null, boolean][] = [];
  let made = 0;
  const player: Player = { follow: (land, audible) => void told.push([land, audible]) };
  const make = () => {
    made++;
    return Promise.resolve(player);
  };
  return { told, make, made: () => made };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('music: the land of the game on screen, while it runs and the switch is on', () => {
  it('is off until switched on, then the game land plays, held while paused or hidden', () => {
    const store = playing();
    expect(selectMusic(store.getState())).toEqual({ land: null, audible: false });
    store.dispatch(settingToggled('music'));
    expect(selectMusic(store.getState())).toEqual({ land: 'autumnland', audible: true });
    store.dispatch(played({ type: 'paused' }));
    expect(selectMusic(store.getState())).toEqual({ land: 'autumnland', audible: false });
    store.dispatch(played({ type: 'resumed' }));
    store.dispatch(holdsChanged({ hidden: true }));
    expect(selectMusic(store.getState()).audible).toBe(false);
    store.dispatch(holdsChanged({ hidden: false }));
    expect(selectMusic(store.getState()).audible).toBe(true);
  });

  it('the player (and its file) loads only after the first touch, and follows the switch', async () => {
    const store = playing();
    store.dispatch(settingToggled('music'));
    const input = new EventTarget();
    const player = heard();
    const stop = followMusic(
      { subscribe: store.subscribe, read: () => selectMusic(store.getState()) },
      input,
      player.make,
    );
    store.dispatch(played({ type: 'ticked' }));
    await settle();
    expect(player.made()).toBe(0);

    input.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(player.made()).toBe(1);
    expect(player.told).toEqual([['autumnland', true]]);

    store.dispatch(played({ type: 'paused' }));
    store.dispatch(settingToggled('music'));
    await settle();
    expect(player.told.slice(1)).toEqual([
      ['autumnland', false],
      [null, false],
    ]);
    stop();
    await settle();
    expect(player.made()).toBe(1);
    expect(player.told.at(-1)).toEqual([null, false]);
  });

  it('with the switch off, a touch loads nothing', async () => {
    const store = playing();
    const input = new EventTarget();
    const player = heard();
    followMusic(
      { subscribe: store.subscribe, read: () => selectMusic(store.getState()) },
      input,
      player.make,
    );
    input.dispatchEvent(new Event('keydown'));
    store.dispatch(played({ type: 'ticked' }));
    await settle();
    expect(player.made()).toBe(0);
    expect(player.told).toEqual([]);
  });
});
