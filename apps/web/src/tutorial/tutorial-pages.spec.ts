import fc from 'fast-check';
import { LANDS, TUTORIAL_PAGES, tutorialNeighbours, tutorialTarget } from './tutorial-pages';

describe('tutorial routes', () => {
  it.each([
    ['/tutorial', '/tutorial/summerland/1'],
    ['/tutorial/', '/tutorial/summerland/1'],
    ['/tutorial/autumnland', '/tutorial/autumnland/1'],
    ['/tutorial/autumnland/6', '/tutorial/autumnland/6'],
    ['/tutorial/winterland/4', '/tutorial/winterland/4'],
    ['/tutorial/winterland/5', '/tutorial/winterland/1'],
    ['/tutorial/winterland/02', '/tutorial/winterland/1'],
    ['/tutorial/springland/2', '/tutorial/summerland/1'],
    ['/tutorial/summerland/3/extra', '/tutorial/summerland/1'],
  ])('%s goes to %s', (path, canonical) => {
    expect(tutorialTarget(path).canonical).toBe(canonical);
  });

  it('always lands on an existing page, and a canonical path stays where it is', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const { land, page, canonical } = tutorialTarget(`/tutorial/${tail}`);
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(TUTORIAL_PAGES[land]);
        expect(tutorialTarget(canonical).canonical).toBe(canonical);
      }),
    );
  });

  it.each([
    ['summerland', 1, '/tutorial/summerland/2', null],
    ['summerland', 6, '/tutorial/autumnland/1', '/tutorial/summerland/5'],
    ['autumnland', 1, '/tutorial/autumnland/2', '/tutorial/summerland/6'],
    ['autumnland', 6, '/tutorial/winterland/1', '/tutorial/autumnland/5'],
    ['winterland', 1, '/tutorial/winterland/2', '/tutorial/autumnland/6'],
    ['winterland', 4, '/play', '/tutorial/winterland/3'],
  ] as const)('%s page %d: Next → %s, Back → %s', (land, page, next, back) => {
    expect(tutorialNeighbours(land, page)).toEqual({ next, back });
  });

  it('Next and Back walk the 16 pages in one line, each way', () => {
    const pages = LANDS.flatMap((land) =>
      Array.from({ length: TUTORIAL_PAGES[land] }, (_, i) => `/tutorial/${land}/${i + 1}`),
    );
    expect(pages).toHaveLength(16);
    pages.forEach((path, i) => {
      const { land, page } = tutorialTarget(path);
      const { next, back } = tutorialNeighbours(land, page);
      expect(next).toBe(pages[i + 1] ?? '/play');
      expect(back).toBe(pages[i - 1] ?? null);
    });
  });
});
