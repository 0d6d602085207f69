import fc from 'fast-check';
import { layoutOf, LEVELS, SHAPE_NUMBERS, shapeOf } from '@czeus/puzzle';
import { type BoardLattice, boardPicture, dailyLink, type DailyShareFacts, shareText } from './share-text';

/** An L of three mysteries: two across the top, one below the left (m-m / |.. / m..). */
const L_BOARD: BoardLattice = {
  width: 3,
  height: 3,
  cells: (
    [
      'mystery',
      'horizontalPair',
      'mystery',
      'verticalPair',
      'empty',
      'empty',
      'mystery',
      'empty',
      'empty',
    ] as const
  ).map((kind) => ({ kind })),
};

const FACTS: DailyShareFacts = {
  date: '2026-11-27',
  board: L_BOARD,
  solved: true,
  playTime: 187,
  hints: 1,
  streak: 5,
  origin: 'https://czeus.example',
  title: 'cZeus daily',
};

describe('the daily share text', () => {
  it('holds the date, the shape, the figures and the link', () => {
    expect(shareText(FACTS)).toBe(
      [
        'cZeus daily 2026-11-27',
        '🟩🟩',
        '🟩⬜',
        '⏱ 3:07 · 💡 1 · 🔥 5',
        'https://czeus.example/daily/2026-11-27',
      ].join('\n'),
    );
  });

  it('marks a lost game and gives no time', () => {
    expect(
      shareText({ ...FACTS, solved: false })
        .split('\n')
        .slice(1, 4),
    ).toEqual(['🟥🟥', '🟥⬜', '✖ · 💡 1 · 🔥 5']);
  });

  it('draws every shape of every land as a square per mystery, in its rows', () => {
    for (const level of LEVELS)
      for (const shape of SHAPE_NUMBERS)
        for (const transposed of [false, true]) {
          const layout = layoutOf(shapeOf(level, shape), transposed);
          const board = { ...layout, cells: layout.kinds.map((kind) => ({ kind })) };
          const rows = boardPicture(board, true).split('\n');
          expect(rows).toHaveLength((layout.height + 1) / 2);
          expect([...rows.join('')].filter((c) => c === '🟩')).toHaveLength(layout.mysteries.length);
        }
  });

  it('never holds the player and always holds the link and the date', () => {
    const date = fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const player = fc.record({
      username: fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{1,10}_[A-Za-z0-9_]{1,8}$/),
      email: fc.emailAddress(),
    });
    fc.assert(
      fc.property(
        date,
        fc.boolean(),
        fc.nat(36_000),
        fc.nat(20),
        fc.nat(400),
        fc.constantFrom('https://czeus.example', 'http://127.0.0.1:3210', 'https://play.czeus.example/'),
        player,
        (day, solved, playTime, hints, streak, origin, who) => {
          // The end screen has the player at hand; whatever else it passes along stays out.
          const facts = { ...FACTS, date: day, solved, playTime, hints, streak, origin, ...who };
          const text = shareText(facts);
          expect(text).toContain(dailyLink(origin, day));
          expect(text).toContain(`/daily/${day}`);
          expect(text.split('\n')[0]).toContain(day);
          expect(text).not.toContain(who.username);
          expect(text).not.toContain(who.email);
          expect(text).not.toContain('@');
        },
      ),
    );
  });
});
