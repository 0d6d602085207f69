import { CZEUS_BONUS, SQUARE_BONUS, THREE_STAR_BONUS } from './constants.js';
import { availableGems, gemsEarned, smartHintsOf } from './prizes.js';
import { czeusBonus, finalScore, pointsForNumber, squareBonus, starCount, starsOf } from './scoring.js';

describe('scoring', () => {
  it('a number is worth 300 plus 2 points a second left, 5 % less per hint used', () => {
    expect(pointsForNumber(0, 0)).toBe(300);
    expect(pointsForNumber(150, 0)).toBe(600);
    expect(pointsForNumber(75, 0)).toBe(450);
    expect(pointsForNumber(-20, 0)).toBe(300);
    expect(pointsForNumber(150, 1)).toBe(570);
    expect(pointsForNumber(150, 2)).toBe(Math.round(600 * 0.95 ** 2));
    expect(pointsForNumber(0, -1)).toBe(300);
  });

  it('square bonus within 20/25/30/40 s by shape, none after, none for shapes without squares', () => {
    expect(squareBonus('2-squares', 20)).toBe(SQUARE_BONUS);
    expect(squareBonus('2-squares', 20.5)).toBe(0);
    expect(squareBonus('3-squares-l-shape', 25)).toBe(SQUARE_BONUS);
    expect(squareBonus('4-squares', 30)).toBe(SQUARE_BONUS);
    expect(squareBonus('6-squares', 40)).toBe(SQUARE_BONUS);
    expect(squareBonus('6-squares', 41)).toBe(0);
    expect(squareBonus('arc-3pairs', 1)).toBe(0);
  });

  it('cZeus bonus only for a completed cZeus square', () => {
    expect(czeusBonus(true)).toBe(CZEUS_BONUS);
    expect(czeusBonus(false)).toBe(0);
  });

  it('stars: finished, in time (under timeAllowed + 1), without errors; none on failure', () => {
    expect(starsOf(true, 100, 120, 0)).toEqual({ finished: true, time: true, noErrors: true });
    expect(starsOf(true, 120.5, 120, 1)).toEqual({ finished: true, time: true, noErrors: false });
    expect(starsOf(true, 121, 120, 0)).toEqual({ finished: true, time: false, noErrors: true });
    expect(starsOf(false, 10, 120, 0)).toEqual({ finished: false, time: false, noErrors: false });
    expect(starCount({ finished: true, time: false, noErrors: true })).toBe(2);
  });

  it('final score: points, plus the three-star bonus; 0 when failed; never negative', () => {
    const three = { finished: true, time: true, noErrors: true };
    expect(finalScore(1000, three, true)).toBe(1000 + THREE_STAR_BONUS);
    expect(finalScore(1000, { ...three, time: false }, true)).toBe(1000);
    expect(finalScore(1000, three, false)).toBe(0);
    expect(finalScore(-5, { ...three, noErrors: false }, true)).toBe(0);
  });

  it('prizes by band: easy 200 as the spec says, each band 100 more; hints ceil(1.3157 d / 100)', () => {
    expect([1, 2, 3, 4].map((band) => availableGems(band as 1 | 2 | 3 | 4))).toEqual([200, 300, 400, 500]);
    expect(smartHintsOf(76)).toBe(1);
    expect(smartHintsOf(77)).toBe(2);
    expect([1, 2, 3].map((stars) => gemsEarned(1, stars, true))).toEqual([60, 130, 200]);
    expect([1, 2, 3].map((stars) => gemsEarned(4, stars, true))).toEqual([160, 330, 500]);
    expect(gemsEarned(4, 3, false)).toBe(0);
  });
});
