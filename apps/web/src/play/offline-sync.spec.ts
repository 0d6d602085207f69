import { continueStep, SEQUENCE } from '@czeus/game';
import { stockSlots } from './offline-sync';

const slotOf = (at: number) => {
  const [level, shape, difficulty] = SEQUENCE[at];
  return { level, shape, difficulty };
};

describe('the slots stocked for offline play', () => {
  it('are every step of the sequence reached, the slot home has chosen, and where Continue leads from either', () => {
    const slot = slotOf;
    expect(stockSlots(0, { level: 1, shape: 1, difficulty: 1 })).toEqual([slot(0), slot(1), slot(2)]);
    const chosen = { level: 3, shape: 2, difficulty: 4 };
    const at = SEQUENCE.findIndex(([l, s, b]) => l === 3 && s === 2 && b === 4);
    expect(stockSlots(1, chosen)).toEqual(
      [0, 1, 2, 3, at, at + 1, at + 2].filter((s) => s < SEQUENCE.length).map(slot),
    );
  });

  it('hold every step Continue can reach from a game of any stocked step, so a level-up goes on offline', () => {
    for (let step = 0; step < SEQUENCE.length; step++) {
      const slots = stockSlots(step, slotOf(step)).map((s) => `${s.level}-${s.shape}-${s.difficulty}`);
      for (const levelUp of ['W', 'Y', 'A', null] as const) {
        const next = slotOf(continueStep(step, levelUp));
        expect(slots).toContain(`${next.level}-${next.shape}-${next.difficulty}`);
      }
    }
  });

  it('name each slot once, and at most every slot there is', () => {
    const all = stockSlots(SEQUENCE.length - 1, { level: 2, shape: 3, difficulty: 2 });
    expect(all).toHaveLength(36);
    expect(new Set(all.map((s) => `${s.level}-${s.shape}-${s.difficulty}`)).size).toBe(36);
  });
});
