import fc from 'fast-check';
import { memoryStorage } from '../testing/memory-storage';
import { makeStore } from '../store/store';
import {
  DEFAULT_SETTINGS,
  introSeen,
  languageChosen,
  practicePlayed,
  practiceTutorialSeen,
  restoreSettings,
  selectSettings,
  SETTINGS_STORAGE_KEY,
  settingToggled,
} from './settings-slice';

describe('settings', () => {
  it('restore falls back to the defaults for anything missing or invalid', () => {
    expect(restoreSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(restoreSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(restoreSettings('{"hasSound":false,"language":"fa","torchOn":"yes","x":1}')).toEqual({
      ...DEFAULT_SETTINGS,
      hasSound: false,
      language: 'fa',
    });
    expect(restoreSettings('{"language":"klingon"}').language).toBe('en');
    // Music is off until the player turns it on, and stays on once turned on.
    expect(DEFAULT_SETTINGS.music).toBe(false);
    expect(restoreSettings('{"music":true}').music).toBe(true);
    // The practice tutorials seen: known ones only, in their order.
    expect(
      restoreSettings('{"practiceTutorialsSeen":["factor","mult","x",3,"add"]}').practiceTutorialsSeen,
    ).toEqual(['add', 'mult', 'factor']);
    expect(restoreSettings('{"practiceTutorialsSeen":"add"}').practiceTutorialsSeen).toEqual([]);
  });

  it('a practice tutorial is marked seen once, and only a known one', () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789', storage: memoryStorage() });
    store.dispatch(practiceTutorialSeen('mult'));
    store.dispatch(practiceTutorialSeen('mult'));
    store.dispatch(practiceTutorialSeen('sub' as 'add'));
    expect(selectSettings(store.getState()).practiceTutorialsSeen).toEqual(['mult']);
  });

  it('practice progress keeps each completed position once, and restores only whole positions of known kinds', () => {
    const store = makeStore({ sessionId: 'abcdefghij0123456789', storage: memoryStorage() });
    const play = (at: number, completed: boolean) =>
      store.dispatch(practicePlayed({ kind: 'deduction', at, next: at + 1, completed }));
    play(0, true);
    play(1, false);
    play(0, true);
    play(2, true);
    const settings = selectSettings(store.getState());
    expect(settings.practiceSolved).toEqual({ deduction: [0, 2] });
    expect(settings.practiceNext).toEqual({ deduction: 3 });
    expect(settings.practiceDone).toEqual(['deduction']);
    expect(restoreSettings(JSON.stringify(settings)).practiceSolved).toEqual({ deduction: [0, 2] });
    expect(
      restoreSettings(
        '{"practiceSolved":{"deduction":[3,3,-1,1.5,"2",4],"factoring":"all","__proto__":[1],"constructor":[2],"x":[1]}}',
      ).practiceSolved,
    ).toEqual({ deduction: [3, 4] });
    expect(
      restoreSettings('{"practiceNext":{"addition":7,"factoring":-1,"toString":3}}').practiceNext,
    ).toEqual({
      addition: 7,
    });
  });

  it('restore never throws and always gives a complete, valid settings object', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (saved) => {
        const settings = restoreSettings(saved);
        expect(Object.keys(settings).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
      }),
    );
  });

  it('the store saves every change and a new store restores it, as a reload does', () => {
    const storage = memoryStorage();
    const first = makeStore({ sessionId: 'abcdefghij0123456789', storage });
    first.dispatch(settingToggled('hasSound'));
    first.dispatch(languageChosen('no'));
    first.dispatch(introSeen());
    expect(JSON.parse(storage.data.get(SETTINGS_STORAGE_KEY) as string)).toMatchObject({
      hasSound: false,
      language: 'no',
      seenIntro: true,
    });
    const reloaded = makeStore({ sessionId: 'abcdefghij0123456789', storage });
    expect(selectSettings(reloaded.getState())).toEqual({
      ...DEFAULT_SETTINGS,
      hasSound: false,
      language: 'no',
      seenIntro: true,
    });
  });
});
